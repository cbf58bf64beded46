/** Where an uploaded file is served; other contexts store only the upload identifier. */
export const uploadUrl = (uploadIdentifier: string): string => `/client_side_api/v1/file_uploads/${uploadIdentifier}`;

/** The media context answers for other contexts whether an upload identifier names a stored image. */
export abstract class UploadedImages {
  /** Where the uploaded image is served, or null when the identifier names no upload. */
  abstract urlOf(uploadIdentifier: string): Promise<string | null>;
}
