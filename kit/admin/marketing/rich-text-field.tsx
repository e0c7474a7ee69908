'use client';

import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { FieldNotes, fieldDescribedBy, fieldLabelClass } from '../../ui/field';
import type { adminMessages } from '../messages';

type EditorTexts = (typeof adminMessages)['nl']['marketing']['editor'];

/**
 * What the shop's HTML cleaner (domain/html.ts) keeps, and nothing it would drop: paragraphs,
 * h2–h4, bold, italic, lists, quotes, line breaks and links. Links open in the same tab.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
];

/** An empty editor's HTML counts as no text. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function Toolbar({ editor, texts }: { editor: Editor; texts: EditorTexts }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ heading: e.isActive('heading', { level: 2 }), subheading: e.isActive('heading', { level: 3 }), bold: e.isActive('bold'), italic: e.isActive('italic'), list: e.isActive('bulletList'), link: e.isActive('link') }),
  });
  const setLink = () => {
    const url = window.prompt(texts.linkPrompt, editor.getAttributes('link').href ?? '');
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const buttons = [
    { label: texts.heading, on: state.heading, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(), glyph: 'H2' },
    { label: texts.subheading, on: state.subheading, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(), glyph: 'H3' },
    { label: texts.bold, on: state.bold, run: () => editor.chain().focus().toggleBold().run(), glyph: 'B' },
    { label: texts.italic, on: state.italic, run: () => editor.chain().focus().toggleItalic().run(), glyph: 'I' },
    { label: texts.bulletList, on: state.list, run: () => editor.chain().focus().toggleBulletList().run(), glyph: '•' },
    { label: texts.link, on: state.link, run: setLink, glyph: 'Link' },
  ];
  return (
    <div role="toolbar" aria-label={texts.toolbar} className="flex gap-1 border-b border-line bg-surface p-1">
      {buttons.map((button) => (
        <button key={button.label} type="button" aria-label={button.label} title={button.label} aria-pressed={button.on} onClick={button.run} className="h-8 min-w-8 border border-transparent px-2 text-sm aria-pressed:border-ink aria-pressed:bg-canvas">
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * A rich-text field (TipTap, as the composer's Puck uses) for the editorial HTML of popups and
 * campaigns: labelled, described by its hint and error, reporting its HTML on every change. The
 * API cleans what it stores, so this only keeps the editor to what would survive.
 */
export function RichTextField({ id, label, value, onChange, hint, error, texts }: { id: string; label: string; value: string; onChange: (html: string) => void; hint?: string; error?: string; texts: EditorTexts }) {
  const attributes = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': `${id}-label`,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(fieldDescribedBy(id, hint, error) ? { 'aria-describedby': fieldDescribedBy(id, hint, error)! } : {}),
    class: 'min-h-28 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&_a]:underline [&_h2]:text-lg [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
  };
  const editor = useEditor({
    extensions,
    content: value,
    // Rendered on the server first: the editor mounts in the browser only, so hydration matches.
    immediatelyRender: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });
  // A new error (or none) after a save: the textbox says so without remounting the editor.
  const described = attributes['aria-describedby'];
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the attributes follow from these
  }, [editor, error, described]);
  return (
    <div data-slot="field" className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className={fieldLabelClass}>
        {label}
      </span>
      <div className={`border bg-canvas ${error ? 'border-sale' : 'border-line'}`}>
        {editor ? <Toolbar editor={editor} texts={texts} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
