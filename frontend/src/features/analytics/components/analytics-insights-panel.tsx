// 'Analytics & Insights': personal insights, a copy of your data, and bringing your history in. The
// Export Data and Import tabs belong to their features; the dashboard hands them in.
import { Download, Lightbulb, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InsightsTab } from './insights-tab';

type AnalyticsInsightsPanelProps = {
  /** The week the Insights tab reads (the dashboard's chosen week), and today. */
  weekStart: string;
  today: Date;
  exportTab: ReactNode;
  importTab?: ReactNode;
  /** What the Insights tab shows first, and after its personal insights (another feature's sections). */
  insightsTop?: ReactNode;
  insightsAfter?: ReactNode;
};

export function AnalyticsInsightsPanel({
  weekStart,
  today,
  exportTab,
  importTab,
  insightsTop,
  insightsAfter,
}: AnalyticsInsightsPanelProps) {
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
          <InsightsTab weekStart={weekStart} today={today} top={insightsTop} afterInsights={insightsAfter} />
        </TabsContent>
        <TabsContent value="export">{exportTab}</TabsContent>
        {importTab && <TabsContent value="import">{importTab}</TabsContent>}
      </Tabs>
    </Card>
  );
}
