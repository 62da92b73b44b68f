// Saving the balance card as an image, one at a time: Download Card, TikTok and
// Instagram all save it first, and none can start while another save runs.
import { useRef, useState, type RefObject } from 'react';
import { toast } from '@/components/ui/toast-store';
import { saveCardImage } from '@/features/share/card-image';
import { shareCardFileName } from '@/features/share/share-card-file';

export type CardSaveReason = 'download' | 'tiktok' | 'instagram';

export function useSaveCard(cardRef: RefObject<HTMLElement | null>) {
  const [savingFor, setSavingFor] = useState<CardSaveReason | null>(null);
  // The state above disables the buttons from the next render; this stops a
  // second press that arrives before it.
  const busy = useRef(false);

  /** The saved file's name, or null when saving failed (and the person was told). */
  async function saveCard(reason: CardSaveReason): Promise<string | null> {
    const card = cardRef.current;
    if (busy.current || !card) return null;
    busy.current = true;
    setSavingFor(reason);
    const fileName = shareCardFileName(new Date());
    try {
      await saveCardImage(card, fileName);
      return fileName;
    } catch (error) {
      console.error('The balance card could not be saved', error);
      toast({ title: 'Error', description: 'Failed to download the card. Please try again.', variant: 'destructive' });
      return null;
    } finally {
      busy.current = false;
      setSavingFor(null);
    }
  }

  return { saveCard, savingFor };
}
