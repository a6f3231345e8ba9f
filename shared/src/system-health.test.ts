import { HEALTH_PROBE, PLATFORM_SERVICES, SERVICE_NAMES, uptimePercent } from './system-health';

describe('system health', () => {
  it('counts uptime as the share of known checks that found the service up, to two decimals', () => {
    expect(uptimePercent(97, 100)).toBe(97);
    expect(uptimePercent(100, 100)).toBe(100);
    expect(uptimePercent(0, 5)).toBe(0);
    expect(uptimePercent(2, 3)).toBe(66.67);
    expect(uptimePercent(1439, 1440)).toBe(99.93);
  });

  it('has no uptime before the first known check', () => {
    expect(uptimePercent(0, 0)).toBeNull();
  });

  it('names every platform service on its card, and draws the bar green only above 99 %', () => {
    expect(PLATFORM_SERVICES.map((service) => SERVICE_NAMES[service])).toEqual(['Database', 'API', 'E-postserver', 'Jobbkø', 'Diskplass']);
    expect(HEALTH_PROBE.goodUptimePercent).toBe(99);
    expect(HEALTH_PROBE.intervalSeconds).toBe(60);
  });
});
