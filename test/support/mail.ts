import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Quoted-printable bodies: soft line breaks joined, escapes decoded (the links in a mail read as sent). */
const decodeQuotedPrintable = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The .eml files written under `<dataDir>/mail` (no SMTP_URL) to this address, oldest first, decoded. */
export async function mailsTo(dataDir: string, address: string): Promise<string[]> {
  const folder = join(dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (name) => decodeQuotedPrintable(await readFile(join(folder, name), 'utf8'))));
  return mails.filter((mail) => new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'im').test(mail));
}

/** The team invitation link of a mail (its text part). */
export function invitationLinkIn(mail: string): URL {
  const found = /https?:\/\/\S+\/auth\?invitation=\S+/.exec(mail);
  if (!found) throw new Error('No invitation link in the mail');
  return new URL(found[0]);
}
