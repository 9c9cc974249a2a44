/**
 * What the toolbar shows as pressed or chosen: the formats of the selected text, the block it is
 * in (paragraph, heading, quote, list), its alignment and link. Read inside the editor's state.
 */
import { $isLinkNode } from "@lexical/link";
import { $isListNode, ListNode } from "@lexical/list";
import { $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $findMatchingParent, $getNearestNodeOfType } from "@lexical/utils";
import { $getSelection, $isElementNode, $isRangeSelection, $isRootOrShadowRoot, type LexicalNode } from "lexical";

export type BlockType = "paragraph" | "h2" | "h3" | "quote" | "bullet" | "number";
export type Alignment = "left" | "center" | "right" | "justify";
export const INLINE_FORMATS = ["bold", "italic", "underline", "strikethrough"] as const;
export type InlineFormat = (typeof INLINE_FORMATS)[number];

export interface ToolbarState {
  formats: Record<InlineFormat, boolean>;
  block: BlockType;
  align: Alignment;
  link: string | null;
}

export const EMPTY_STATE: ToolbarState = {
  formats: { bold: false, italic: false, underline: false, strikethrough: false },
  block: "paragraph",
  align: "left",
  link: null,
};

const topLevelOf = (node: LexicalNode): LexicalNode =>
  node.getKey() === "root"
    ? node
    : ($findMatchingParent(node, (each) => each.getParent() !== null && $isRootOrShadowRoot(each.getParent()!)) ??
      node.getTopLevelElementOrThrow());

function blockOf(anchor: LexicalNode, element: LexicalNode): BlockType {
  if ($isListNode(element))
    return ($getNearestNodeOfType(anchor, ListNode) ?? element).getListType() === "number" ? "number" : "bullet";
  if ($isHeadingNode(element)) return element.getTag() === "h3" ? "h3" : "h2";
  return $isQuoteNode(element) ? "quote" : "paragraph";
}

const ALIGNMENTS = new Set<string>(["left", "center", "right", "justify"]);

/** The state of the current selection (call inside editorState.read or editor.update). */
export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_STATE;
  const anchor = selection.anchor.getNode();
  const element = topLevelOf(anchor);
  const format = $isElementNode(element) ? element.getFormatType() : "";
  const linkNode = $isLinkNode(anchor) ? anchor : $findMatchingParent(anchor, $isLinkNode);
  return {
    formats: {
      bold: selection.hasFormat("bold"),
      italic: selection.hasFormat("italic"),
      underline: selection.hasFormat("underline"),
      strikethrough: selection.hasFormat("strikethrough"),
    },
    block: blockOf(anchor, element),
    align: ALIGNMENTS.has(format) ? (format as Alignment) : "left",
    link: $isLinkNode(linkNode) ? linkNode.getURL() : null,
  };
}
