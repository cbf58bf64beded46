import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { AppLink } from '../../../components/ui/app-link';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useListEmails, useListMutations, type PrivateList } from '../api/lists';
import { emailEntryErrors, joinedErrors, listPath, splitEmails } from '../rules/lists';
import { ListPageHeader } from './list-gate';
import { primaryButton, secondaryButton } from './lists-page';

const NO_EMAILS: ReadonlySet<string> = new Set();

/**
 * /manage/{username}/lists/{listId}/add-emails (seed 001 §2.3, §5): e-mails typed or pasted, separated by commas,
 * spaces or new lines, sent lowercased and trimmed once every entry is valid, once, and not yet on the list.
 */
export function AddEmailsForm({ list, username }: { list: PrivateList; username: string }) {
  const router = useRouter();
  const ids = useId();
  const existing = useListEmails(list.id);
  const { addEmails } = useListMutations();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const done = useRef(false);
  useLeavePrompt(() => !done.current && !!text.trim());

  const emails = splitEmails(text);
  const errors = submitted ? emailEntryErrors(emails, existing.data ?? NO_EMAILS) : [];
  const back = listPath(username, list.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailEntryErrors(emails, existing.data ?? NO_EMAILS).length) return;
    try {
      const answer = await addEmails.mutateAsync({ body: { customUserListId: list.id, emails } });
      toast.success(answer.message);
    } catch (refusal) {
      return void toast.error(joinedErrors(refusal));
    }
    done.current = true;
    await router.navigate({ href: back });
  };

  return (
    <section className="mx-auto max-w-2xl">
      <ListPageHeader title="Add e-mails" backHref={back} backLabel={list.name} />
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${ids}-emails`} className="block text-sm font-medium">
            E-mails
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id={`${ids}-emails`}
            rows={10}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={errors.length ? true : undefined}
            aria-describedby={`${ids}-hint${errors.length ? ` ${ids}-errors` : ''}`}
            className="mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red-500"
          />
          <p id={`${ids}-hint`} className="mt-1 text-xs text-neutral-500">
            Separate e-mails with commas, spaces or new lines.
          </p>
          {errors.length > 0 && (
            <ul id={`${ids}-errors`} role="alert" className="mt-2 flex flex-col gap-1 text-sm text-red-600">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <AppLink href={back} className={secondaryButton}>
            Cancel
          </AppLink>
          <button type="submit" disabled={addEmails.isPending || existing.isLoading} className={primaryButton}>
            {emails.length === 1 ? 'Add 1 e-mail' : emails.length ? `Add ${emails.length} e-mails` : 'Add e-mails'}
          </button>
        </div>
      </form>
    </section>
  );
}
