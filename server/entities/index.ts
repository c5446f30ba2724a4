import { LoginFailure } from './LoginFailure';
import { Playlist } from './Playlist';
import { PlaylistShare } from './PlaylistShare';
import { Track } from './Track';
import { User } from './User';

export { LoginFailure, Playlist, PlaylistShare, Track, User };

/** Every entity the ORM knows; listed explicitly so discovery works the same compiled and in tests. */
export const entities = [User, LoginFailure, Playlist, Track, PlaylistShare];
