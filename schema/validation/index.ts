export * from './auth';
export { messages } from './messages';
