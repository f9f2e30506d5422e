import { Button } from '@/components/ui/button';
import { personalDataExportPaths } from '@/lib/personal-data/personal-data-page';

/** 'Tải bản sao': the person's copy as JSON (for a machine) or CSV (for a spreadsheet), posted so the address stays clean. */
export function PersonExport({ typed }: { typed: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      {(['json', 'csv'] as const).map((format) => (
        <form key={format} method="post" action={personalDataExportPaths[format]}>
          <input type="hidden" name="q" value={typed} />
          <Button type="submit" variant="outline">
            {`Tải bản sao (${format.toUpperCase()})`}
          </Button>
        </form>
      ))}
    </div>
  );
}
