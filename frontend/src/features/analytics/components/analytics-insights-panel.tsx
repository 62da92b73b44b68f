// 'Analytics & Insights': personal insights, a copy of your data, and bringing your history in. The
// Export Data and Import tabs belong to their features; the dashboard hands them in.
import { Download, Lightbulb, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InsightsTab } from './insights-tab';

export function AnalyticsInsightsPanel({ exportTab, importTab }: { exportTab: ReactNode; importTab?: ReactNode }) {
  return (
    <Card aria-labelledby="analytics-insights-title">
      <CardTitle id="analytics-insights-title">Analytics & Insights</CardTitle>
      <p className="mt-1 text-sm text-ink-muted">Patterns from your recent days, in plain words.</p>
      <Tabs defaultValue="insights" className="mt-5">
        <TabsList aria-label="Analytics views">
          <TabsTrigger value="insights">
            <Lightbulb aria-hidden="true" className="size-4" />
            Insights
          </TabsTrigger>
          <TabsTrigger value="export">
            <Download aria-hidden="true" className="size-4" />
            Export Data
          </TabsTrigger>
          {importTab && (
            <TabsTrigger value="import">
              <Upload aria-hidden="true" className="size-4" />
              Import
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
        <TabsContent value="export">{exportTab}</TabsContent>
        {importTab && <TabsContent value="import">{importTab}</TabsContent>}
      </Tabs>
    </Card>
  );
}
