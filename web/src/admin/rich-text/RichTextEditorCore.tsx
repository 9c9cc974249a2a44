/**
 * The Lexical editor behind RichTextEditor (a chunk of its own, loaded only by the admin forms
 * that show it): headings, quotes, lists and links as nodes, history, and HTML in and out. The
 * alignment and the colour come in and go out as classes (rich-text-classes.ts), never as style
 * attributes, which the site's CSP refuses; inside the editor they are Lexical's alignment and
 * text style, set through the CSSOM, which the CSP allows. A text keeps the one colour of the
 * palette (black) it was loaded with; any other colour (or inline style) a paste brings is dropped.
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
import {
  $getRoot,
  $insertNodes,
  $isTextNode,
  $setSelection,
  type DOMConversionMap,
  type EditorState,
  type LexicalEditor,
  type LexicalNode,
  TextNode,
} from "lexical";
import { useEffect } from "react";
import { cleanHtml } from "./clean-html.ts";
import { isAllowedLink } from "./link-url.ts";
import { alignmentOfClasses, colourOfClasses, PALETTE, paletteColourOfStyle } from "./rich-text-classes.ts";
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
  text: {
    bold: "rich-text__bold",
    italic: "rich-text__italic",
    underline: "rich-text__underline",
    strikethrough: "rich-text__strikethrough",
    underlineStrikethrough: "rich-text__underline-strikethrough",
  },
};

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (!html.trim()) return;
    const dom = new DOMParser().parseFromString(html, "text/html");
    // Lexical reads a block's alignment from its style: the class becomes that (in this unrendered document)
    for (const element of dom.body.querySelectorAll<HTMLElement>("[class]")) {
      const alignment = alignmentOfClasses(element.classList);
      if (alignment) element.style.textAlign = alignment;
    }
    $getRoot().select();
    $insertNodes($generateNodesFromDOM(editor, dom));
    // no selection: the editor would take the focus from the page when it opens
    $setSelection(null);
  };
}

/** The editor's content as HTML; an editor with no text gives "" (not an empty paragraph). */
function htmlOf(editorState: EditorState, editor: LexicalEditor): string {
  return editorState.read(() =>
    $getRoot().getTextContent().trim() === "" ? "" : cleanHtml($generateHtmlFromNodes(editor, null)),
  );
}

/**
 * A span coloured by a class of the palette gives its text that colour (Lexical reads no colour
 * from a span by itself); a span without one is read as Lexical reads any span.
 */
const htmlImport: DOMConversionMap = {
  span: (span) => {
    const colour = colourOfClasses(span.classList);
    if (!colour) return null;
    const textOf = TextNode.importDOM?.()?.span?.(span)?.conversion;
    return {
      priority: 1,
      conversion: (element) => {
        const read = textOf?.(element);
        return {
          node: null,
          forChild: (child: LexicalNode, parent) => {
            const formatted = read?.forChild ? read.forChild(child, parent) : child;
            return $isTextNode(formatted) ? formatted.setStyle(`color: ${PALETTE[colour]}`) : formatted;
          },
        };
      },
    };
  },
};

/** Colour restricted to the palette (black): other inline styles (colour, background, font) never stay on text. */
function PaletteTextPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        const colour = paletteColourOfStyle(node.getStyle());
        const kept = colour ? `color: ${PALETTE[colour]}` : "";
        if (node.getStyle() !== kept) node.setStyle(kept);
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

export default function RichTextEditorCore({
  labelledBy,
  describedBy,
  invalid,
  initialHtml,
  onChange,
  disabled = false,
  lang,
}: RichTextEditorCoreProps) {
  const initialConfig: InitialConfigType = {
    namespace: "living-library-description",
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode],
    editorState: loadHtml(initialHtml),
    html: { import: htmlImport },
    onError: (error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-text">
        <RichTextToolbar disabled={disabled} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rich-text__editable"
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-multiline="true"
              role="textbox"
              lang={lang}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLink} />
        <PaletteTextPlugin />
        <EditablePlugin disabled={disabled} />
        <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => onChange(htmlOf(state, editor))} />
      </div>
    </LexicalComposer>
  );
}
