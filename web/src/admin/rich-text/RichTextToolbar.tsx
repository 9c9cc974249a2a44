/**
 * The editor's toolbar (one Tab stop; the arrow keys, Home and End move inside it): inline
 * formats, the block type, lists, alignment, a link, removing formats, undo and redo. Every
 * control is a real button (or select) with a label; toggles say whether they are on (aria-pressed).
 * There is no colour control: descriptions stay black.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { mergeRegister } from "@lexical/utils";
import {
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
} from "lexical";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { ToolbarIcon, type IconName } from "./icons.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import { applyLink, clearFormatting, saveSelection, setBlockType } from "./toolbar-actions.ts";
import { $readToolbarState, EMPTY_STATE, INLINE_FORMATS, type Alignment, type BlockType } from "./toolbar-state.ts";

const ALIGNMENTS: {
  value: Alignment;
  icon: IconName;
  label: "alignLeft" | "alignCenter" | "alignRight" | "justify";
}[] = [
  { value: "left", icon: "alignLeft", label: "alignLeft" },
  { value: "center", icon: "alignCenter", label: "alignCenter" },
  { value: "right", icon: "alignRight", label: "alignRight" },
  { value: "justify", icon: "justify", label: "justify" },
];
const INLINE_GLYPHS = { bold: "B", italic: "I", underline: "U", strikethrough: "S" } as const;
const BLOCKS = ["paragraph", "h2", "h3", "quote"] as const;
const BLOCK_LABELS = { paragraph: "paragraph", h2: "heading2", h3: "heading3", quote: "quote" } as const;

function useToolbarState() {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(EMPTY_STATE);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  useEffect(() => {
    const read = () => editor.getEditorState().read(() => setState($readToolbarState()));
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) => editorState.read(() => setState($readToolbarState()))),
      editor.registerCommand(SELECTION_CHANGE_COMMAND, () => (read(), false), COMMAND_PRIORITY_LOW),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (canUndo) => (setHistory((h) => ({ ...h, canUndo })), false),
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (canRedo) => (setHistory((h) => ({ ...h, canRedo })), false),
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);
  return { editor, state, ...history };
}

/** Roving focus: the control that had it keeps the one Tab stop; arrows move it. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button, select")].filter(
    (control) => !control.hasAttribute("disabled"),
  );
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const steps: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: controls.length - 1,
  };
  // on the block type's select, Up and Down choose its option (they are not steps here)
  if (!(event.key in steps)) return;
  event.preventDefault();
  const next = controls[(steps[event.key]! + controls.length) % controls.length]!;
  for (const control of controls) control.tabIndex = control === next ? 0 : -1;
  next.focus();
}

function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    // keeps the editor's selection when clicked with a mouse
    <button
      type="button"
      className="rich-text__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The block's type (paragraph, headings, quote) and the two kinds of list. */
function BlockControls({
  editor,
  block,
  disabled,
}: {
  editor: ReturnType<typeof useToolbarState>["editor"];
  block: ReturnType<typeof useToolbarState>["state"]["block"];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const blockId = useId();
  const blockValue: BlockType = block === "bullet" || block === "number" ? "paragraph" : block;
  return (
    <>
      <label className="visually-hidden" htmlFor={blockId}>
        {t("admin.richText.blockType")}
      </label>
      <select
        id={blockId}
        className="rich-text__select"
        value={blockValue}
        disabled={disabled}
        tabIndex={-1}
        onChange={(event) => setBlockType(editor, event.target.value as BlockType, block)}
      >
        {BLOCKS.map((block) => (
          <option key={block} value={block}>
            {t(`admin.richText.${BLOCK_LABELS[block]}`)}
          </option>
        ))}
      </select>
      <ToolButton
        label={t("admin.richText.bulletList")}
        pressed={block === "bullet"}
        disabled={disabled}
        onClick={() => setBlockType(editor, "bullet", block)}
      >
        <ToolbarIcon name="bulletList" />
      </ToolButton>
      <ToolButton
        label={t("admin.richText.numberedList")}
        pressed={block === "number"}
        disabled={disabled}
        onClick={() => setBlockType(editor, "number", block)}
      >
        <ToolbarIcon name="numberedList" />
      </ToolButton>
    </>
  );
}

/** Undo and redo, each disabled when there is nothing to take back or bring again. */
function HistoryControls(props: {
  editor: ReturnType<typeof useToolbarState>["editor"];
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { editor, canUndo, canRedo, disabled } = props;
  return (
    <>
      <ToolButton
        label={t("admin.richText.undo")}
        disabled={disabled || !canUndo}
        onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
      >
        <ToolbarIcon name="undo" />
      </ToolButton>
      <ToolButton
        label={t("admin.richText.redo")}
        disabled={disabled || !canRedo}
        onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
      >
        <ToolbarIcon name="redo" />
      </ToolButton>
    </>
  );
}

export function RichTextToolbar({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  const { editor, state, canUndo, canRedo } = useToolbarState();
  const [linkSelection, setLinkSelection] = useState<{ selection: BaseSelection | null } | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  // the first control is the toolbar's Tab stop until the arrows move it
  useEffect(() => {
    const controls = toolbar.current?.querySelectorAll<HTMLElement>("button, select") ?? [];
    if (![...controls].some((control) => control.tabIndex === 0)) controls[0]?.setAttribute("tabindex", "0");
  });

  return (
    <>
      <div
        ref={toolbar}
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={t("admin.richText.toolbar")}
        onKeyDown={onToolbarKeyDown}
      >
        {INLINE_FORMATS.map((format) => (
          <ToolButton
            key={format}
            label={t(`admin.richText.${format}`)}
            pressed={state.formats[format]}
            disabled={disabled}
            onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
          >
            <span className={`rich-text__glyph rich-text__glyph--${format}`} aria-hidden="true">
              {INLINE_GLYPHS[format]}
            </span>
          </ToolButton>
        ))}
        <BlockControls editor={editor} block={state.block} disabled={disabled} />
        {ALIGNMENTS.map((alignment) => (
          <ToolButton
            key={alignment.value}
            label={t(`admin.richText.${alignment.label}`)}
            pressed={state.align === alignment.value}
            disabled={disabled}
            onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, alignment.value)}
          >
            <ToolbarIcon name={alignment.icon} />
          </ToolButton>
        ))}
        <ToolButton
          label={t("admin.richText.link")}
          pressed={state.link !== null}
          disabled={disabled}
          onClick={() => setLinkSelection({ selection: saveSelection(editor) })}
        >
          <ToolbarIcon name="link" />
        </ToolButton>
        <ToolButton label={t("admin.richText.clear")} disabled={disabled} onClick={() => clearFormatting(editor)}>
          <ToolbarIcon name="clear" />
        </ToolButton>
        <HistoryControls editor={editor} canUndo={canUndo} canRedo={canRedo} disabled={disabled} />
      </div>
      {linkSelection && (
        <LinkDialog
          current={state.link}
          onApply={(url) => {
            applyLink(editor, linkSelection.selection, url);
            setLinkSelection(null);
          }}
          onClose={() => setLinkSelection(null)}
        />
      )}
    </>
  );
}
