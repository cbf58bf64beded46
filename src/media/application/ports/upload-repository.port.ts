/** An accepted upload: who sent it, what it is, and where the file port keeps its bytes. */
export interface Upload {
  id: string;
  uploaderId: string;
  contentType: string;
  byteSize: number;
  storageKey: string;
}

/** Port: the record of uploads (the bytes themselves are in the file port). */
export abstract class UploadRepository {
  abstract add(upload: Upload): Promise<void>;
  /** The upload, or null when the identifier names none. */
  abstract find(id: string): Promise<Upload | null>;
  /** Forgets the upload (its bytes are the caller's to remove). */
  abstract delete(id: string): Promise<void>;
}
