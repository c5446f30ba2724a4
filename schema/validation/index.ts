export * from './auth';
export { inputShapeErrors, isJsonObject } from './inputShape';
export { inputShapeMessages, messages } from './messages';
export * from './playlists';
export * from './music';
export * from './apiTokens';
export * from './profile';
export * from './admin';
export * from './providerLogin';
