import type { FigureCell, FigureTable } from '../../lib/sales/dashboard-tables.ts';
import { csvBom, csvHeader, csvLines, type CsvColumn } from '../../lib/csv.ts';

/** A table of the dashboard as a CSV file (UTF-8 with BOM): the same headings and cells as on the page. */
export function dashboardCsv(table: FigureTable): string {
  const columns: CsvColumn<FigureCell[]>[] = table.headings.map((heading, index) => ({
    heading,
    value: (row) => row[index],
  }));
  return csvBom + csvHeader(columns) + csvLines(columns, table.rows);
}
