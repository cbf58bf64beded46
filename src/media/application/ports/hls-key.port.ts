/** Port: the installation's secret that signs HLS URLs (media.keys). */
export abstract class HlsKey {
  abstract key(): Promise<string>;
}
