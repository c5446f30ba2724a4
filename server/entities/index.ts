import { LoginFailure } from './LoginFailure';
import { User } from './User';

export { LoginFailure, User };

/** Every entity the ORM knows; listed explicitly so discovery works the same compiled and in tests. */
export const entities = [User, LoginFailure];
