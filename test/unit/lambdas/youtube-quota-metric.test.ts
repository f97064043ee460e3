import { quotaMetricLine, youtubeQuotaMetric } from '@lambdas/shared/youtube/quota-metric';

describe('the YouTube quota metric line', () => {
  it('is one embedded-metric-format JSON object CloudWatch turns into the alarm’s metric', () => {
    const line = JSON.parse(quotaMetricLine('prod', 7242, 1_700_000_000_000));
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: youtubeQuotaMetric.namespace,
            Dimensions: [['Stage']],
            Metrics: [{ Name: 'YouTubeQuotaUnitsUsed', Unit: 'Count' }],
          },
        ],
      },
      Stage: 'prod',
      YouTubeQuotaUnitsUsed: 7242,
    });
    expect(quotaMetricLine('prod', 1, 0)).not.toContain('\n');
  });
});
