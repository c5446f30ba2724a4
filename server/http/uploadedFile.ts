/** A file that arrived with a GraphQL multipart request (graphqlMultipart.ts), already within its size limit. */
export class UploadedFile {
  constructor(readonly bytes: Buffer) {}
}
