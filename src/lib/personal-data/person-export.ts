import { csvBom, csvHeader, csvLines, type CsvColumn } from '../csv.ts';
import { recordPlaces, type PersonRecord } from './person-records.ts';
import { fieldLabel } from './record-fields.ts';

// A person's copy of their data (the right to a copy, Law 91/2025/QH15): one file a person can read
// and a machine can parse. JSON keeps each record whole; CSV has one line per field, so records of
// different shapes share one table a spreadsheet opens, with Vietnamese headings.

/** The JSON copy: who it is of, when it was made, and every record with its place named. */
export function personJson(asked: string, records: readonly PersonRecord[], madeAt: Date): string {
  const copy = {
    nguoi_yeu_cau: asked,
    thoi_diem_xuat: madeAt.toISOString(),
    so_ban_ghi: records.length,
    ban_ghi: records.map(({ place, id, at, fields }) => ({
      noi_luu: place,
      ten_noi_luu: recordPlaces[place],
      ma: id,
      thoi_diem: at,
      du_lieu: Object.fromEntries(Object.entries(fields).map(([column, value]) => [fieldLabel(column), value])),
    })),
  };
  return `${JSON.stringify(copy, null, 2)}\n`;
}

interface FieldLine {
  record: PersonRecord;
  field: string;
  value: string;
}

const columns: CsvColumn<FieldLine>[] = [
  { heading: 'Nơi lưu', value: ({ record }) => recordPlaces[record.place] },
  { heading: 'Mã bản ghi', value: ({ record }) => record.id },
  { heading: 'Thời điểm (UTC)', value: ({ record }) => record.at },
  { heading: 'Trường', value: ({ field }) => field },
  { heading: 'Giá trị', value: ({ value }) => value },
];

/** The CSV copy (UTF-8 with a byte-order mark, so Excel reads Vietnamese): one line per field of each record. */
export function personCsv(records: readonly PersonRecord[]): string {
  const lines = records.flatMap((record) =>
    Object.entries(record.fields).map(([column, value]) => ({ record, field: fieldLabel(column), value })),
  );
  return csvBom + csvHeader(columns) + csvLines(columns, lines);
}
