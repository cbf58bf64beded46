/** Where an uploaded file is served; other contexts store only the upload identifier. */
export const uploadUrl = (uploadIdentifier: string): string => `/client_side_api/v1/file_uploads/${uploadIdentifier}`;
