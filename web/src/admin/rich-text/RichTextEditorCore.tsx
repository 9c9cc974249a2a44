/**
 * The Lexical editor behind RichTextEditor (a chunk of its own, loaded only by the admin forms
 * that show it): headings, quotes, lists and links as nodes, history, and HTML in and out. The
 * text stays black: any colour (or other inline style) a paste brings is dropped.
 */
import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $getRoot, $insertNodes, $setSelection, type EditorState, type LexicalEditor, TextNode } from "lexical";
import { useEffect } from "react";
import { cleanHtml } from "./clean-html.ts";
import { isAllowedLink } from "./link-url.ts";
import { RichTextToolbar } from "./RichTextToolbar.tsx";

export interface RichTextEditorCoreProps {
  /** The element ids that name and describe the editable area (its label, hint and error). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** The HTML to start with (read once, when the editor opens). */
  initialHtml: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** The language of the text, when it is not the page's. */
  lang?: string;
}

/** Class names of what the editor shows; the HTML it produces carries tags (b, i, u, s, h2, ul, a…). */
const theme = {
  paragraph: "rich-text__paragraph",
  quote: "rich-text__quote",
  heading: { h2: "rich-text__h2", h3: "rich-text__h3" },
  list: { ul: "rich-text__ul", ol: "rich-text__ol", listitem: "rich-text__li" },
  link: "rich-text__link",
  text: { bold: "rich-text__bold", italic: "rich-text__italic", underline: "rich-text__underline", strikethrough: "rich-text__strikethrough", underlineStrikethrough: "rich-text__underline-strikethrough" },
};

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (!html.trim()) return;
    const dom = new DOMParser().parseFromString(html, "text/html");
    $getRoot().select();
    $insertNodes($generateNodesFromDOM(editor, dom));
    // no selection: the editor would take the focus from the page when it opens
    $setSelection(null);
  };
}

/** The editor's content as HTML; an editor with no text gives "" (not an empty paragraph). */
function htmlOf(editorState: EditorState, editor: LexicalEditor): string {
  return editorState.read(() => ($getRoot().getTextContent().trim() === "" ? "" : cleanHtml($generateHtmlFromNodes(editor, null))));
}

/** Colour restricted to black: inline styles (colour, background, font) never stay on text. */
function BlackTextPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        if (node.getStyle() !== "") node.setStyle("");
      }),
    [editor],
  );
  return null;
}

function EditablePlugin({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(!disabled), [editor, disabled]);
  return null;
}

export default function RichTextEditorCore({ labelledBy, describedBy, invalid, initialHtml, onChange, disabled = false, lang }: RichTextEditorCoreProps) {
  const initialConfig: InitialConfigType = {
    namespace: "living-library-description",
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    editorState: loadHtml(initialHtml),
    onError: (error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-text">
        <RichTextToolbar disabled={disabled} />
        <RichTextPlugin
          contentEditable={<ContentEditable className="rich-text__editable" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-multiline="true" role="textbox" lang={lang} />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLink} />
        <BlackTextPlugin />
        <EditablePlugin disabled={disabled} />
        <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => onChange(htmlOf(state, editor))} />
      </div>
    </LexicalComposer>
  );
}
