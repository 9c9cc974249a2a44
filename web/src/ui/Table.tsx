/**
 * A table of records, labelled by the heading above it. On a narrow screen each row becomes a card
 * whose cells say which column they are (their data-label), so nothing scrolls sideways; explicit
 * ARIA roles keep it a table for assistive technology whatever the CSS does. With no rows it says
 * `empty` instead; while `loading`, placeholder rows keep its place.
 *
 *   <h2 id="orders-title">Objednávky</h2>
 *   <Table labelledBy="orders-title" rows={orders} rowKey={(order) => order.orderNumber} empty="Zatiaľ nemáte žiadne faktúry."
 *     columns={[{ header: "Číslo", cell: (order) => order.orderNumber }, { header: "Suma", cell: (order) => order.amountText, nowrap: true }]} />
 */
import type { ReactNode } from "react";
import { Skeleton } from "./Skeleton.tsx";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Dates and amounts stay on one line. */
  nowrap?: boolean;
}

export interface TableProps<Row> {
  labelledBy: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** Said instead of an empty table. */
  empty?: ReactNode;
  /** Shows placeholder rows (and aria-busy) while the rows are on their way. */
  loading?: boolean;
}

const LOADING_ROWS = 3;

export function Table<Row>({ labelledBy, columns, rows, rowKey, empty, loading = false }: TableProps<Row>) {
  if (!loading && rows.length === 0 && empty !== undefined) return <p className="table-empty">{empty}</p>;
  return (
    <table className="data-table" role="table" aria-labelledby={labelledBy} aria-busy={loading || undefined}>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.header} role="columnheader" scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {loading
          ? Array.from({ length: LOADING_ROWS }, (_, index) => (
              <tr key={index} role="row">
                {columns.map((column) => (
                  <td key={column.header} role="cell" data-label={column.header}>
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row, index) => (
              <tr key={rowKey(row, index)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.header}
                    role="cell"
                    data-label={column.header}
                    className={column.nowrap ? "data-table__nowrap" : undefined}
                  >
                    {/* one box per cell, so the narrow layout keeps a cell's lines together beside its label */}
                    <div>{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
    </table>
  );
}
