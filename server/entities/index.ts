import { ApiToken } from './ApiToken';
import { LoginFailure } from './LoginFailure';
import { MusicSearch } from './MusicSearch';
import { MusicSong } from './MusicSong';
import { MusicTempo } from './MusicTempo';
import { Playlist } from './Playlist';
import { ProfileImage } from './ProfileImage';
import { ProviderIdentity } from './ProviderIdentity';
import { PlaylistShare } from './PlaylistShare';
import { SetBreak } from './SetBreak';
import { Track } from './Track';
import { User } from './User';
import { UserSettings } from './UserSettings';
import { UserSound } from './UserSound';

export {
  ApiToken,
  LoginFailure,
  MusicSearch,
  MusicSong,
  MusicTempo,
  Playlist,
  PlaylistShare,
  ProfileImage,
  ProviderIdentity,
  SetBreak,
  Track,
  User,
  UserSettings,
  UserSound,
};

/** Every entity the ORM knows; listed explicitly so discovery works the same compiled and in tests. */
export const entities = [
  User,
  LoginFailure,
  Playlist,
  Track,
  SetBreak,
  PlaylistShare,
  MusicSong,
  MusicSearch,
  MusicTempo,
  ProviderIdentity,
  ApiToken,
  ProfileImage,
  UserSettings,
  UserSound,
];
