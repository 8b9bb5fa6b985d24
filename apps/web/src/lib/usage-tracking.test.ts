import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '@/testing/fake-fetch';
import {
  clearTrackedLookup,
  readTrackedLookup,
  sendTrackingBeacon,
  startTrackedLookup,
  TRACKING_TIMESTAMP_KEY,
  TRACKING_UUID_KEY,
} from './usage-tracking';

const VEHICLE = { baseVehicleId: 5911, engineId: null, submodelId: null };

/** Puts a fake navigator.sendBeacon in place; answers what it was given. */
function fakeSendBeacon(impl: (url: string, data?: BodyInit | null) => boolean) {
  const calls: { url: string; data: BodyInit | null | undefined }[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: (url: string, data?: BodyInit | null) => {
      calls.push({ url, data });
      return impl(url, data);
    },
  });
  return calls;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  clearTrackedLookup();
});

describe('the tracked lookup', () => {
  it('keeps a new uuid and timestamp in session storage for each lookup', () => {
    expect(readTrackedLookup()).toBeNull();
    const first = startTrackedLookup('PART_TYPE', VEHICLE, 1_700_000_000_000);
    expect(sessionStorage.getItem(TRACKING_UUID_KEY)).toBe(first.uuid);
    expect(sessionStorage.getItem(TRACKING_TIMESTAMP_KEY)).toBe('1700000000000');
    expect(readTrackedLookup()).toEqual({
      uuid: first.uuid,
      timestamp: 1_700_000_000_000,
      lookupType: 'PART_TYPE',
      vehicleIds: VEHICLE,
    });

    const second = startTrackedLookup('KEYWORD', VEHICLE, 1_700_000_001_000);
    expect(second.uuid).not.toBe(first.uuid);
    expect(readTrackedLookup()?.uuid).toBe(second.uuid);
    expect(readTrackedLookup()?.lookupType).toBe('KEYWORD');
  });

  it('reads no lookup from garbled storage', () => {
    startTrackedLookup('PART_TYPE', VEHICLE);
    sessionStorage.setItem('trackingLookup', '{not json');
    expect(readTrackedLookup()).toBeNull();
  });
});

describe('sendTrackingBeacon', () => {
  it('sends the JSON body with navigator.sendBeacon, the token in the query', async () => {
    const server = installFakeServer();
    const calls = fakeSendBeacon(() => true);
    sendTrackingBeacon('/api/tracking/lookup/summary', 'a.b c', { searchTerm: 'pads' });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/tracking/lookup/summary?token=a.b%20c');
    const blob = calls[0]!.data as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ searchTerm: 'pads' });
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['refuses it', () => fakeSendBeacon(() => false)],
    [
      'throws',
      () =>
        fakeSendBeacon(() => {
          throw new TypeError('not allowed');
        }),
    ],
    ['is missing', () => []],
  ])('falls back to fetch with keepalive when sendBeacon %s', (_label, install) => {
    const server = installFakeServer().on('POST', '/api/tracking/results/details', {
      status: 204,
    });
    install();
    sendTrackingBeacon('/api/tracking/results/details', 'tok', { state: 'LOOKUP' });

    const [request] = server.callsTo('POST', '/api/tracking/results/details');
    expect(request?.search.get('token')).toBe('tok');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ state: 'LOOKUP' });
  });

  it('swallows every failure: a rejected or throwing fetch after a refused beacon', () => {
    fakeSendBeacon(() => false);
    const rejected = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', rejected);
    expect(() => sendTrackingBeacon('/api/tracking/lookup/summary', 't', {})).not.toThrow();
    expect(rejected).toHaveBeenCalledWith(
      '/api/tracking/lookup/summary?token=t',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    // Vitest fails a run on an unhandled rejection: the rejected fetch above is handled.

    vi.stubGlobal('fetch', () => {
      throw new Error('boom');
    });
    expect(() => sendTrackingBeacon('/api/tracking/lookup/summary', 't', {})).not.toThrow();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => sendTrackingBeacon('/api/tracking/lookup/summary', 't', circular)).not.toThrow();
  });
});
