import { useMutation } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import type { ExportProgressEvent, ExportResultDto } from '../../../core/api/admin';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { runShopifyExport } from './api';

/** The panel lists at most this many export errors (docs/spec/accounts-and-back-office.md §9). */
export const MAX_EXPORT_ERRORS_SHOWN = 5;

export function toastExportResult(result: ExportResultDto) {
  if (result.total === 0) toast.info('No products to export');
  else if (result.exported === result.total && result.errors.length === 0) {
    toast.success(result.message);
  } else toast.warning(result.message);
}

export function ExportPanel() {
  const [progress, setProgress] = useState<ExportProgressEvent | null>(null);
  const [result, setResult] = useState<ExportResultDto | null>(null);
  const exportRun = useMutation({
    mutationFn: () => {
      setResult(null);
      setProgress(null);
      return runShopifyExport(setProgress);
    },
    onSuccess: (data) => {
      setResult(data);
      toastExportResult(data);
    },
    onError: (error) => toast.error(`Export failed: ${error.message}`),
  });
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export to Shopify</CardTitle>
        <CardDescription>
          Sends every published product with its variants to the Shopify store (updating products
          with the same handle), then saves each variant's Shopify ID here. Large catalogues are
          paced to Shopify's rate limits.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div>
          <Button
            type="button"
            onClick={() => exportRun.mutate()}
            loading={exportRun.isPending}
            disabled={exportRun.isPending}
            loadingLabel="Exporting"
          >
            <CloudUpload aria-hidden="true" />
            {exportRun.isPending ? 'Exporting…' : 'Export to Shopify'}
          </Button>
        </div>
        {progress ? (
          <div className="flex flex-col gap-2">
            <div className="flex justify-between text-sm">
              <span className="font-medium">
                {exportRun.isPending ? 'Exporting products' : 'Export finished'}
              </span>
              <span
                data-testid="export-progress-text"
                className="text-muted-foreground tabular-nums"
              >
                {progress.done} of {progress.total}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Export progress"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
              aria-valuetext={`${progress.done} of ${progress.total}`}
              className="h-2.5 overflow-hidden rounded-full bg-sand"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-300"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : null}
        {result ? (
          <div className="rounded-xl border border-border bg-background/60 p-4 text-sm">
            <p className="font-medium">{result.message}</p>
            {result.errors.length > 0 ? (
              <>
                <p className="mt-3 text-muted-foreground">
                  {result.errors.length > MAX_EXPORT_ERRORS_SHOWN
                    ? `First ${MAX_EXPORT_ERRORS_SHOWN} of ${result.errors.length} errors:`
                    : 'Errors:'}
                </p>
                <ul className="mt-2 flex flex-col gap-1.5" aria-label="Export errors">
                  {result.errors.slice(0, MAX_EXPORT_ERRORS_SHOWN).map((error) => (
                    <li key={error.handle} className="text-destructive">
                      <span className="font-medium">{error.title}</span> ({error.handle}):{' '}
                      {error.message}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
