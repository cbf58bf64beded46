import { useId, useState } from 'react';
import { tagList } from '../../../../lib/calendar-options';

/** Tags as chips: typed and added with Enter or a comma (several may be pasted at once), each removable. */
export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const added = tagList([...tags, ...tagList(typed)].join(','));
    if (added.length !== tags.length) onChange(added);
    setText('');
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Tags
      </label>
      <p id={`${id}-hint`} className="text-xs text-neutral-500">
        Only events with one of these tags; none shows every event.
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2 rounded-lg border border-neutral-300 px-2 py-1.5 focus-within:ring-2 focus-within:ring-brand/40">
        {tags.map((tag) => (
          <span key={tag} className="flex items-center gap-1 rounded-full bg-neutral-100 py-0.5 pl-3 pr-1 text-sm">
            {tag}
            <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))} className="rounded-full px-1.5 hover:bg-neutral-200">
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          aria-describedby={`${id}-hint`}
          placeholder={tags.length === 0 ? 'e.g. jazz, live' : ''}
          onChange={(event) => (event.target.value.includes(',') ? add(event.target.value) : setText(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add(text);
            } else if (event.key === 'Backspace' && text === '' && tags.length > 0) onChange(tags.slice(0, -1));
          }}
          onBlur={() => text.trim() && add(text)}
          className="min-w-24 flex-1 py-1 outline-none"
        />
      </div>
    </div>
  );
}
