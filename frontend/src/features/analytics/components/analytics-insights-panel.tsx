// 'Analytics & Insights': personal insights, and a copy of your data. The
// Export Data tab belongs to the export feature; the dashboard hands it in.
import { Download, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { InsightsTab } from './insights-tab';

export function AnalyticsInsightsPanel({ exportTab }: { exportTab: ReactNode }) {
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
        </TabsList>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
        <TabsContent value="export">{exportTab}</TabsContent>
      </Tabs>
    </Card>
  );
}
