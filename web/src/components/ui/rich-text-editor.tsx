import { Plugin } from '@tiptap/pm/state';
import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';

interface Props {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  error?: string;
  /** At most this many characters (of text, as a reader counts them): shown 'n/max' with a ring, typing past it blocked. */
  maxLength?: number;
  /** The formatting buttons offered, in this order (all but underline by default). */
  tools?: readonly Tool[];
}

export type Tool = 'bold' | 'italic' | 'underline' | 'heading' | 'subheading' | 'bullets' | 'numbers' | 'link';
const DEFAULT_TOOLS: readonly Tool[] = ['bold', 'italic', 'heading', 'subheading', 'bullets', 'numbers', 'link'];

/** Only what the server keeps when it sanitises descriptions (paragraphs, marks, h2/h3, lists, links, quotes). */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // No empty paragraph appended after a heading or list in the saved HTML.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
  }),
];

/** Refuses changes that would take the text past `limit` characters; deleting, and content set from outside, always pass. */
const characterLimit = (limit: number) =>
  Extension.create({
    name: 'characterLimit',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          filterTransaction: (tr, state) =>
            !tr.docChanged || !!tr.getMeta('preventUpdate') || tr.doc.textContent.length <= limit || tr.doc.textContent.length <= state.doc.textContent.length,
        }),
      ];
    },
  });

const withProtocol = (href: string) => (/^(https?:|mailto:)/i.test(href) ? href : `https://${href}`);

/** A rich text field: bold, italic, headings, bullet and numbered lists and links (or the `tools` chosen); its value is HTML. */
export function RichTextEditor({ label, value, onChange, onBlur, error, maxLength, tools = DEFAULT_TOOLS }: Props) {
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: maxLength ? [...extensions, characterLimit(maxLength)] : extensions,
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: 'rich-text min-h-40 px-3 py-2 outline-none',
      },
    },
  });

  // A value set from outside (the saved event arriving, a form reset) replaces the content; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <span id={labelId} className="block text-sm font-medium">
        {label}
      </span>
      <div className={`mt-1 rounded-lg border focus-within:ring-2 focus-within:ring-brand/40 ${error ? 'border-red-500' : 'border-neutral-300'}`}>
        <Toolbar editor={editor} label={label} tools={tools} />
        <EditorContent editor={editor} />
      </div>
      {maxLength !== undefined && <Counter editor={editor} max={maxLength} />}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** 'n/max' and a ring filling up as the text grows. */
function Counter({ editor, max }: { editor: Editor; max: number }) {
  const count = useEditorState({ editor, selector: ({ editor: e }) => e.state.doc.textContent.length });
  const radius = 8;
  const circumference = 2 * Math.PI * radius;
  const share = Math.min(count / max, 1);
  return (
    <div className="mt-1 flex items-center justify-end gap-2 text-xs text-neutral-600">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" className="-rotate-90">
        <circle cx="10" cy="10" r={radius} fill="none" strokeWidth="3" className="stroke-neutral-200" />
        <circle
          cx="10"
          cy="10"
          r={radius}
          fill="none"
          strokeWidth="3"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          className={share >= 1 ? 'stroke-red-600' : 'stroke-brand'}
        />
      </svg>
      <span aria-live="polite">{`${count}/${max}`}</span>
    </div>
  );
}

function Toolbar({ editor, label, tools }: { editor: Editor; label: string; tools: readonly Tool[] }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const address = href.trim();
    if (address) chain().extendMarkRange('link').setLink({ href: withProtocol(address) }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };

  return (
    <div className="border-b border-neutral-200">
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 p-1">
        {tools.map((tool) => {
          switch (tool) {
            case 'bold':
              return (
                <ToolButton key={tool} label="Bold" pressed={active.bold} onClick={() => chain().toggleBold().run()}>
                  <strong>B</strong>
                </ToolButton>
              );
            case 'italic':
              return (
                <ToolButton key={tool} label="Italic" pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
                  <em>I</em>
                </ToolButton>
              );
            case 'underline':
              return (
                <ToolButton key={tool} label="Underline" pressed={active.underline} onClick={() => chain().toggleUnderline().run()}>
                  <u>U</u>
                </ToolButton>
              );
            case 'heading':
              return (
                <ToolButton key={tool} label="Heading" pressed={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
                  H2
                </ToolButton>
              );
            case 'subheading':
              return (
                <ToolButton key={tool} label="Subheading" pressed={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
                  H3
                </ToolButton>
              );
            case 'bullets':
              return (
                <ToolButton key={tool} label="Bullet list" pressed={active.bullets} onClick={() => chain().toggleBulletList().run()}>
                  •
                </ToolButton>
              );
            case 'numbers':
              return (
                <ToolButton key={tool} label="Numbered list" pressed={active.numbers} onClick={() => chain().toggleOrderedList().run()}>
                  1.
                </ToolButton>
              );
            case 'link':
              return (
                <ToolButton
                  key={tool}
                  label="Link"
                  pressed={active.link}
                  onClick={() => {
                    setHref(active.href);
                    setLinkOpen(!linkOpen);
                  }}
                >
                  Link
                </ToolButton>
              );
          }
        })}
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-center gap-2 border-t border-neutral-200 p-2">
          <input
            aria-label="Link address"
            placeholder="https://"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
            className="min-w-0 flex-1 rounded border border-neutral-300 px-2 py-1 text-sm"
          />
          <button type="button" onClick={applyLink} className="rounded bg-neutral-900 px-3 py-1 text-sm text-white">
            Apply link
          </button>
          {active.link && (
            <button
              type="button"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
              className="rounded border border-neutral-300 px-3 py-1 text-sm"
            >
              Remove link
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      // Keep the text selection while clicking.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="min-w-8 rounded px-2 py-1 text-sm hover:bg-neutral-100 aria-pressed:bg-neutral-200"
    >
      {children}
    </button>
  );
}
