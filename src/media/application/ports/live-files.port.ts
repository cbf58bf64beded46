/** Port: the HLS files the live ingest writes for a broadcast (`<dataDir>/live/{broadcastId}/`). */
export abstract class LiveFiles {
  /** The file's bytes, or null when it does not exist (yet). `file` is a checked HLS file name. */
  abstract read(broadcastId: string, file: string): Promise<Buffer | null>;
}
