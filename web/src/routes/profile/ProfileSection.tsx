import type { ReactNode } from "react";
import { Table, type TableProps } from "../../ui/Table.tsx";

/** A titled section of the profile area; `id` names its heading, which labels the section. */
export function ProfileSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `profile-section ${className}` : "profile-section"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A note in place of a section's content that has nothing to show yet. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="profile-section__empty">{children}</p>;
}

/** A table of records (labelled by its section's heading), or `empty` when there are none. */
export function ProfileRecords<Row>(table: TableProps<Row> & { empty: string }) {
  return <Table {...table} />;
}

/** A section that is a table of records (or `empty` when there are none), labelled by its title. */
export function RecordsSection<Row>({
  id,
  title,
  ...records
}: Omit<TableProps<Row>, "labelledBy"> & { id: string; title: string; empty: string }) {
  return (
    <ProfileSection id={id} title={title}>
      <ProfileRecords labelledBy={id} {...records} />
    </ProfileSection>
  );
}
