import type { ReactNode } from "react";
import "./DataTable.css";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Dates and amounts stay on one line. */
  nowrap?: boolean;
}

/**
 * A table of records. Each cell carries its column's name (data-label) for the narrow layout,
 * where the rows become cards; the explicit ARIA roles keep it a table for assistive technology
 * when the CSS changes how it is displayed.
 */
export interface DataTableProps<Row> {
  labelledBy: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
}

export function DataTable<Row>({ labelledBy, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <table className="data-table" role="table" aria-labelledby={labelledBy}>
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
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} role="row">
            {columns.map((column) => (
              <td key={column.header} role="cell" data-label={column.header} className={column.nowrap ? "data-table__nowrap" : undefined}>
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
