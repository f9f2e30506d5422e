import { useState } from 'react';
import type { StoredImage } from '@/lib/content/image-urls';

/** An upload's progress: on its way, or the refusal a person can read. */
export interface UploadState {
  busy: boolean;
  problem: string | null;
}

/** Runs uploads one at a time and keeps their state; `start` resolves with the image, or null on failure. */
export function useUpload(uploadImage: (file: File) => Promise<StoredImage>) {
  const [state, setState] = useState<UploadState>({ busy: false, problem: null });
  async function start(file: File | undefined): Promise<StoredImage | null> {
    if (!file || state.busy) return null;
    setState({ busy: true, problem: null });
    try {
      const image = await uploadImage(file);
      setState({ busy: false, problem: null });
      return image;
    } catch (error) {
      setState({ busy: false, problem: error instanceof Error ? error.message : 'Chưa tải được ảnh lên.' });
      return null;
    }
  }
  return { ...state, start };
}
