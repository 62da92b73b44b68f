// The Export Data tab of Analytics & Insights: a copy of your data, then, right after it, the way to
// delete your account (issue 16), so the copy is offered first.
import { DeleteAccountSection } from '@/features/account-deletion/components/delete-account-section';
import { ExportDataTab } from '@/features/export/components/export-data-tab';

export function ExportDataPanel({ email }: { email: string | null }) {
  return (
    <>
      <ExportDataTab />
      <DeleteAccountSection email={email} />
    </>
  );
}
