import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable, dataColumns } from '../../../components/ui/data-table';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useListEmails, useListMutations, type PrivateList } from '../api/lists';
import { importRowErrors, joinedErrors, LIST_LIMITS, LIST_TEXT, listPath, normalEmail, readImportFile, type ImportRow } from '../rules/lists';
import { ListPageHeader } from './list-gate';
import { primaryButton, secondaryButton } from './lists-page';

const NO_EMAILS: ReadonlySet<string> = new Set();

/** A row of the file as shown: its e-mail as edited and its problem, if any. */
type ImportLine = ImportRow & { problem?: string };
const column = dataColumns<ImportLine>();

/**
 * Line, the e-mail to fix in place with its problem, and Remove. Kept across renders (a new cell function would
 * remount its cells, and an input being typed in would lose the focus).
 */
const importColumns = (ids: string, edit: (line: number, email: string) => void, remove: (line: number, button: HTMLButtonElement) => void) =>
  column.columns([
    column.accessor('line', { header: 'Line' }),
    column.display({
      id: 'email',
      header: 'Email',
      cell: ({ row: { original: row } }) => (
        <>
          <input
            value={row.email}
            onChange={(event) => edit(row.line, event.target.value)}
            aria-label={`Email on line ${row.line}`}
            aria-invalid={row.problem ? true : undefined}
            aria-describedby={row.problem ? `${ids}-line-${row.line}` : undefined}
            className="w-full min-w-64 rounded border border-neutral-300 px-2 py-1 aria-[invalid=true]:border-red-500"
          />
          {row.problem && (
            <p id={`${ids}-line-${row.line}`} className="mt-1 text-xs text-red-700">
              {row.problem}
            </p>
          )}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: row } }) => (
        <button type="button" aria-label={`Remove line ${row.line}`} onClick={(event) => remove(row.line, event.currentTarget)} className="text-sm underline">
          Remove
        </button>
      ),
    }),
  ]);

/**
 * /manage/{username}/lists/{listId}/bulk-import (seed 001 §2.3, §5): a CSV file's first column, read in the browser.
 * Every row shows its problem (invalid, repeated in the file, already on the list) and can be edited in place, where
 * it is checked again, or removed; the e-mails are added once no row has a problem.
 */
export function BulkImportForm({ list, username }: { list: PrivateList; username: string }) {
  const router = useRouter();
  const ids = useId();
  const existing = useListEmails(list.id);
  const { addEmails } = useListMutations();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [fileError, setFileError] = useState<string>();
  const done = useRef(false);
  useLeavePrompt(() => !done.current && rows.length > 0);

  const problems = importRowErrors(rows, existing.data ?? NO_EMAILS);
  const back = listPath(username, list.id);

  const choose = async (file: File | undefined) => {
    setRows([]);
    setFileError(undefined);
    if (!file) return;
    const read = await readImportFile(file);
    setRows(read.rows);
    setFileError(read.error);
  };
  const columns = useMemo(
    () =>
      importColumns(
        ids,
        (line, email) => setRows((current) => current.map((row) => (row.line === line ? { ...row, email } : row))),
        (line, button) => {
          // The focus goes on to the next row's Remove (the previous one's at the end, the file once none is left).
          const tableRow = button.closest('tr');
          const next = (tableRow?.nextElementSibling ?? tableRow?.previousElementSibling)?.querySelector('button') ?? document.getElementById(`${ids}-file`);
          setRows((current) => current.filter((row) => row.line !== line));
          next?.focus();
        },
      ),
    [ids],
  );

  const submit = async () => {
    if (!rows.length) return setFileError(fileError ?? LIST_TEXT.noFile);
    if (rows.length > LIST_LIMITS.emailsMax) return setFileError(LIST_TEXT.tooMany);
    if (problems.size) return;
    try {
      const answer = await addEmails.mutateAsync({ body: { customUserListId: list.id, emails: rows.map((row) => normalEmail(row.email)) } });
      toast.success(answer.message);
    } catch (refusal) {
      return void toast.error(joinedErrors(refusal));
    }
    done.current = true;
    await router.navigate({ href: back });
  };

  const ready = rows.length - problems.size;
  const lines: ImportLine[] = rows.map((row) => ({ ...row, problem: problems.get(row.line) }));
  return (
    <section className="mx-auto max-w-3xl">
      <ListPageHeader title="Bulk import" backHref={back} backLabel={list.name} />
      <div className="flex flex-col gap-6">
        <div>
          <label htmlFor={`${ids}-file`} className="block text-sm font-medium">
            CSV file
            <span aria-hidden="true"> *</span>
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${ids}-file-hint${fileError ? ` ${ids}-file-error` : ''}`}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="mt-1 block text-sm"
          />
          <p id={`${ids}-file-hint`} className="mt-1 text-xs text-neutral-500">
            One e-mail a line, in the first column; empty lines are skipped.
          </p>
          {fileError && (
            <p id={`${ids}-file-error`} role="alert" className="mt-1 text-sm text-red-600">
              {fileError}
            </p>
          )}
        </div>

        {rows.length > 0 && (
          <div className="flex flex-col gap-2">
            <p role="status" className="text-sm">
              {`${ready} of ${rows.length} ${rows.length === 1 ? 'e-mail' : 'e-mails'} ready to import`}
              {problems.size > 0 && <span className="text-red-700">{` · ${problems.size} to fix or remove`}</span>}
            </p>
            <div className="max-h-[32rem] overflow-auto">
              <DataTable label="E-mails to import" columns={columns} data={lines} rowKey={(row) => String(row.line)} />
            </div>
          </div>
        )}

        <div className="flex justify-end gap-2">
          <AppLink href={back} className={secondaryButton}>
            Cancel
          </AppLink>
          <button type="button" disabled={addEmails.isPending || existing.isLoading || problems.size > 0} onClick={() => void submit()} className={primaryButton}>
            {ready === 1 && !problems.size ? 'Import 1 e-mail' : rows.length && !problems.size ? `Import ${ready} e-mails` : 'Import'}
          </button>
        </div>
      </div>
    </section>
  );
}
