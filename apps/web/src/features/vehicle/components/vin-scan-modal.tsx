import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserBarcodeReader, type FrameReader, zxingBarcodeReader } from '../utils/frame-source';
import { vinFromBarcode } from '../utils/vin-barcode';
import classes from './vehicle.module.css';

type ScanState = 'starting' | 'scanning' | 'denied' | 'absent';

/** How often a frame is read: often enough to feel at once, rarely enough for a phone. */
const FRAME_INTERVAL_MS = 200;

export interface VinScanModalProps {
  /** A VIN was read and is valid (vinFromBarcode): the modal is done. */
  onVin: (vin: string) => void;
  onClose: () => void;
}

/**
 * Scanning the VIN barcode with the camera (issue 21, phone first): the back camera's preview,
 * each frame read by the browser's BarcodeDetector where it has one, else by the bundled zxing
 * decoder (no network). The first valid VIN ends it; a camera refused or absent says so, and the
 * VIN can still be typed. The camera stops when the modal closes.
 */
export function VinScanModal({ onVin, onClose }: VinScanModalProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>('starting');
  const found = useEffectEvent((vin: string) => onVin(vin));

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scan = (read: FrameReader) => {
      const element = video.current;
      if (stopped || !element) return;
      void read(element)
        .catch(() => null)
        .then((text) => {
          if (stopped) return;
          const vin = text ? vinFromBarcode(text) : null;
          if (vin) found(vin);
          else timer = setTimeout(() => scan(read), FRAME_INTERVAL_MS);
        });
    };

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        if (!stopped)
          setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'absent');
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('scanning');
      const read = (await browserBarcodeReader()) ?? (await zxingBarcodeReader());
      scan(read);
    };

    if (typeof navigator.mediaDevices?.getUserMedia === 'function') void start();
    else setState('absent');
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title={t('vehicle:scanTitle')} centered returnFocus={false}>
      <Stack gap="sm">
        {state === 'denied' || state === 'absent' ? (
          <Alert color="orange" role="alert">
            {t(state === 'denied' ? 'vehicle:cameraDenied' : 'vehicle:cameraAbsent')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('vehicle:scanHint')}</Text>
            <video
              ref={video}
              className={classes.scanPreview}
              aria-label={t('vehicle:cameraPreview')}
              muted
              playsInline
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
