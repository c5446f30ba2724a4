import { GraphQLScalarType } from 'graphql';
import { ValidationError } from '../errors/appErrors';
import { UploadedFile } from '../http/uploadedFile';

export { UploadedFile };

function notAFile(): never {
  throw new ValidationError('Send the file with a multipart request (GraphQL multipart request spec: operations, map and the file)');
}

/** The `Upload` scalar: only a variable filled by a multipart request's `map` holds one. */
export const UploadScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'Upload',
  description:
    'A file, sent as multipart/form-data following the GraphQL multipart request spec: an `operations` field (the JSON request, with null for the file), a `map` field ({"0": ["variables.file"]}) and the file as field "0".',
  parseValue: (value) => (value instanceof UploadedFile ? value : notAFile()),
  parseLiteral: () => notAFile(),
  serialize: () => notAFile(),
});
