import { useRouter } from '@tanstack/react-router';
import { useLeavePrompt } from '../../../lib/use-leave-prompt';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { errorMessage } from '../../../lib/api/client';
import { useCreateWebhook, useRefreshWebhooks, useUpdateWebhook, useWebhook } from '../api/webhooks';
import {
  checkWebhookUrl,
  DESCRIPTION_MAX,
  EVENT_GROUPS,
  groupAllTicked,
  tickEvent,
  tickGroup,
  WEBHOOK_TEXT,
  type Webhook,
  type WebhookEventType,
} from '../developer-zone';

interface Fields {
  url: string;
  description: string;
  eventTypes: WebhookEventType[];
  status: Webhook['status'];
}

/** Seed 002 §5: the description offers bold, italic, underline and bullet lists. */
const DESCRIPTION_TOOLS = ['bold', 'italic', 'underline', 'bullets'] as const;
const input = 'w-full rounded-lg border border-neutral-300 px-3 py-2';

/**
 * /manage/{username}/developer-zone/new and …/edit/{id}: a loader until the saved webhook has arrived, then the form.
 */
export function WebhookFormPage({ ownerId, id, basePath }: { ownerId: string; id?: string; basePath: string }) {
  const webhook = useWebhook(ownerId, id);
  if (id && webhook.isLoading) {
    return (
      <div role="status" aria-label="Loading webhook" className="flex justify-center py-24">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-neutral-200 border-t-neutral-900" />
      </div>
    );
  }
  if (id && !webhook.data) {
    return (
      <p role="alert" className="py-24 text-center text-lg">
        {errorMessage(webhook.error)}
      </p>
    );
  }
  return <WebhookForm ownerId={ownerId} saved={webhook.data} basePath={basePath} />;
}

function WebhookForm({ ownerId, saved, basePath }: { ownerId: string; saved?: Webhook; basePath: string }) {
  const router = useRouter();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const refresh = useRefreshWebhooks();
  const done = useRef(false);
  const { register, control, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { url: saved?.url ?? '', description: saved?.description ?? '', eventTypes: saved?.eventTypes ?? [], status: saved?.status ?? 'active' },
  });
  // Read while rendering: react-hook-form only tracks the dirty state a render has asked for.
  const dirty = formState.isDirty;
  const leaving = () => dirty && !done.current;
  useLeavePrompt(leaving);

  const close = () => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: basePath });
  };

  const save = async (fields: Fields) => {
    const body = { ownerId, url: fields.url.trim(), description: fields.description, eventTypes: fields.eventTypes };
    try {
      const result: unknown = saved
        ? await update.mutateAsync({ params: { path: { id: saved.id } }, body: { ...body, status: fields.status } })
        : await create.mutateAsync({ body });
      if (result !== true) {
        toast.error(errorMessage(result));
        return;
      }
      done.current = true;
      toast.success(saved ? WEBHOOK_TEXT.updated : WEBHOOK_TEXT.created);
      void refresh();
      await router.navigate({ href: basePath });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const saving = create.isPending || update.isPending;
  return (
    <section aria-labelledby="webhook-form-heading" className="relative mx-auto max-w-2xl rounded-xl border border-neutral-200 p-6">
      <button type="button" aria-label="Close" onClick={close} className="absolute right-4 top-4 rounded px-2 py-1 hover:bg-neutral-100">
        <span aria-hidden="true">✕</span>
      </button>
      <h1 id="webhook-form-heading" className="mb-6 text-2xl font-semibold">
        {saved ? 'Edit Webhook' : 'Create Webhook'}
      </h1>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate className="flex flex-col gap-6">
        <label className="block">
          <span className="text-sm font-medium">
            Webhook URL <span aria-hidden="true">*</span>
          </span>
          <input
            type="url"
            placeholder="https://"
            className={input}
            aria-invalid={formState.errors.url ? true : undefined}
            {...register('url', { validate: (url) => checkWebhookUrl(url) ?? true })}
          />
          {formState.errors.url && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {formState.errors.url.message}
            </p>
          )}
        </label>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor label="Description" value={field.value} onChange={field.onChange} onBlur={field.onBlur} maxLength={DESCRIPTION_MAX} tools={DESCRIPTION_TOOLS} />
          )}
        />
        <Controller
          control={control}
          name="eventTypes"
          rules={{ validate: (types) => types.length > 0 || WEBHOOK_TEXT.eventsRequired }}
          render={({ field, fieldState }) => (
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-2 text-sm font-medium">
                Events <span aria-hidden="true">*</span>
              </legend>
              {EVENT_GROUPS.map((group) => (
                <fieldset key={group.key} className="rounded-lg border border-neutral-200 p-4">
                  <legend className="px-1 font-semibold">{group.label}</legend>
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input type="checkbox" checked={groupAllTicked(field.value, group)} onChange={(e) => field.onChange(tickGroup(field.value, group, e.target.checked))} />
                    All
                  </label>
                  <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                    {group.events.map((event) => (
                      <label key={event} className="flex items-center gap-2 text-sm">
                        <input type="checkbox" checked={field.value.includes(event)} onChange={(e) => field.onChange(tickEvent(field.value, event, e.target.checked))} />
                        <span className="min-w-0 break-all font-mono">{event}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
              {fieldState.error && (
                <p role="alert" className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        {saved && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Status</legend>
            <div className="flex gap-6">
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="active" {...register('status')} /> Active
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="inactive" {...register('status')} /> Paused
              </label>
            </div>
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className="rounded-full px-5 py-2 text-sm hover:bg-neutral-100">
            Close
          </button>
          <button type="submit" disabled={saving} aria-busy={saving || undefined} className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
            {saving ? 'Saving…' : saved ? 'Save Webhook' : 'Create Webhook'}
          </button>
        </div>
      </form>
    </section>
  );
}
