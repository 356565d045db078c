import { useMutation } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import type { ReportName } from '@restaurant/shared/contracts';
import { reportParams, reportPath, type ReportRequest } from './get-report';

/** The report's rows as the API writes them in CSV (`Accept: text/csv`). */
export async function getReportCsv(name: ReportName, request: ReportRequest): Promise<string> {
  const response = await sendApiRequest<string>('get', reportPath(name), {
    operation: 'generic',
    params: reportParams(request),
    headers: { Accept: 'text/csv' },
  });
  return response.data;
}

/** The file name the download is saved under: the report and its dates. */
export const csvFileName = (name: ReportName, request: ReportRequest) => `${name}-${request.from}-${request.to}.csv`;

/** Hands the browser a file to save, as a link to it would. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file once the click's task is over
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads one report's CSV for the range shown. */
export function useDownloadReportCsv(name: ReportName) {
  return useMutation<void, ApiError, ReportRequest>({
    mutationFn: async (request) => saveFile(await getReportCsv(name, request), csvFileName(name, request)),
  });
}
