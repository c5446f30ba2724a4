export * from './auth';
export { messages } from './messages';
export * from './playlists';
