/**
 * Tabs: one panel at a time, chosen from a row of tabs. Arrow keys move between the tabs (and
 * show the panel at once), Home and End go to the first and last; Tab goes from the chosen tab
 * into its panel.
 *
 *   <Tabs label="Workshopy" tabs={[
 *     { id: "schools", label: "Pre školy", panel: <WorkshopList kind="school" /> },
 *     { id: "firms", label: "Pre firmy", panel: <WorkshopList kind="firm" /> },
 *   ]} selected={kind} onSelect={setKind} />
 *
 * Without `selected` and `onSelect` the tabs keep their own choice (the first at the start).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface Tab {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the row of tabs for assistive technology. */
  label: string;
  tabs: readonly Tab[];
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs({ label, tabs, selected, onSelect, className }: TabsProps) {
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const choose = (id: string) => (onSelect ? onSelect(id) : setOwn(id));
  const prefix = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[step(Math.max(index, 0), tabs.length)]!;
    choose(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => void (element ? buttons.current.set(tab.id, element) : buttons.current.delete(tab.id))}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab.id}`}
            className="tabs__tab"
            aria-selected={tab.id === current}
            aria-controls={`${prefix}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => choose(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          className="tabs__panel"
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.id === current && tab.panel}
        </div>
      ))}
    </div>
  );
}
