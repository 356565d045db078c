import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendApiRequest, type ApiError } from '@restaurant/shared';
import { etagOf, type Versioned } from '../../../lib/edit-version';
import { MENU_EDITOR_ROOT, menuPhotoPath, type MenuKind, type MenuRecord } from './menu-kinds';

export interface PhotoUpload {
  readonly kind: MenuKind;
  readonly id: number;
  readonly file: File;
}

/**
 * `POST /manage/{kind}/{id}/photo`, multipart field `file`: the API decodes, strips and stores it, and answers the
 * record with its photo's variants. `onProgress` gets the share sent so far (0 to 1).
 */
export async function uploadMenuPhoto(
  { kind, id, file }: PhotoUpload,
  onProgress?: (share: number) => void,
): Promise<Versioned<MenuRecord>> {
  const form = new FormData();
  form.append('file', file);
  const response = await sendApiRequest<{ data: MenuRecord }>(
    'post',
    menuPhotoPath(kind, id),
    {
      operation: 'generic',
      // The client's default is JSON, which would make axios turn the form into JSON; multipart keeps it a form (the
      // browser then writes the boundary itself).
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(event.loaded / event.total);
      },
    },
    form,
  );
  return { record: response.data.data, etag: etagOf(response.headers) };
}

/** `DELETE /manage/{kind}/{id}/photo`: the drawing shows again. */
export async function removeMenuPhoto({ kind, id }: Omit<PhotoUpload, 'file'>): Promise<Versioned<MenuRecord>> {
  const response = await sendApiRequest<{ data: MenuRecord }>('delete', menuPhotoPath(kind, id), {
    operation: 'generic',
  });
  return { record: response.data.data, etag: etagOf(response.headers) };
}

/**
 * The record's new state goes into its cached version (the form open on it keeps what the manager typed, and its
 * next save names the version the photo change made, when the API answers one); the lists are read again.
 */
function usePhotoAnswer(kind: MenuKind, id: number) {
  const queryClient = useQueryClient();
  return async ({ record, etag }: Versioned<MenuRecord>) => {
    queryClient.setQueryData<Versioned<MenuRecord>>([...MENU_EDITOR_ROOT, kind, id], (old) => ({
      record,
      etag: etag ?? old?.etag ?? null,
    }));
    await queryClient.invalidateQueries({ queryKey: [...MENU_EDITOR_ROOT, kind], exact: true });
  };
}

export function useUploadMenuPhoto(kind: MenuKind, id: number, onProgress?: (share: number) => void) {
  const answered = usePhotoAnswer(kind, id);
  return useMutation<Versioned<MenuRecord>, ApiError, File>({
    mutationFn: (file) => uploadMenuPhoto({ kind, id, file }, onProgress),
    onSuccess: answered,
  });
}

export function useRemoveMenuPhoto(kind: MenuKind, id: number) {
  const answered = usePhotoAnswer(kind, id);
  return useMutation<Versioned<MenuRecord>, ApiError, void>({
    mutationFn: () => removeMenuPhoto({ kind, id }),
    onSuccess: answered,
  });
}
