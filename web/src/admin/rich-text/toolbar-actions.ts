/** What the toolbar's controls do to the editor. */
import { $toggleLink } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { $createHeadingNode, $createQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $getNearestBlockElementAncestorOrThrow } from "@lexical/utils";
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
} from "lexical";
import type { BlockType } from "./toolbar-state.ts";

/** Turns the selected blocks into paragraphs, headings or a quote, or into (or out of) a list. */
export function setBlockType(editor: LexicalEditor, type: BlockType, current: BlockType): void {
  if (type === "bullet" || type === "number") {
    const command =
      current === type
        ? REMOVE_LIST_COMMAND
        : type === "bullet"
          ? INSERT_UNORDERED_LIST_COMMAND
          : INSERT_ORDERED_LIST_COMMAND;
    editor.dispatchCommand(command, undefined);
    return;
  }
  editor.update(() => {
    const selection = $getSelection();
    if (type === "paragraph") $setBlocksType(selection, () => $createParagraphNode());
    else if (type === "quote") $setBlocksType(selection, () => $createQuoteNode());
    else $setBlocksType(selection, () => $createHeadingNode(type));
  });
}

/** Removes the inline formats, links and alignment of the selected text (the blocks stay what they are). */
export function clearFormatting(editor: LexicalEditor): void {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    $toggleLink(null);
    selection.setFormat(0);
    for (const node of selection.getNodes()) {
      if ($isTextNode(node)) node.setFormat(0).setStyle("");
      $getNearestBlockElementAncestorOrThrow(node).setFormat("");
    }
  });
}

/** The selection when the link dialog opened (the focus is in the dialog meanwhile). */
export const saveSelection = (editor: LexicalEditor): BaseSelection | null =>
  editor.getEditorState().read(() => $getSelection()?.clone() ?? null);

/** Makes the saved selection a link to `url`, or no link with null. */
export function applyLink(editor: LexicalEditor, selection: BaseSelection | null, url: string | null): void {
  editor.update(() => {
    if (selection) $setSelection(selection.clone());
    $toggleLink(url);
  });
  editor.focus();
}
