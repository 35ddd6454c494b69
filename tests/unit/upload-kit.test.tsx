import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@api/errors';
import { activateLocale, i18n } from '@i18n/i18n';
import { FileDrop } from '@kit/upload/file-drop';
import { AUDIO_FILES, VIDEO_FILES, asContractFile, contractType, fileProblem } from '@kit/upload/file-rules';
import { UploadFailure, serverErrorLines } from '@kit/upload/upload-parts';
import { fileShares, useUpload } from '@kit/upload/use-upload';
import { useUndoableActions } from '@ui/undo';

beforeAll(() => activateLocale('en', { remember: false }));

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('file rules', () => {
  it('know a contract type by the browser type, its other names, or the name when the browser gives none', () => {
    expect(contractType(file('a.mp3', 'audio/mpeg'), AUDIO_FILES)).toBe('audio/mpeg');
    expect(contractType(file('a.wav', 'audio/x-wav'), AUDIO_FILES)).toBe('audio/wav');
    expect(contractType(file('a.flac', ''), AUDIO_FILES)).toBe('audio/flac');
    expect(contractType(file('a.mkv', 'application/octet-stream'), VIDEO_FILES)).toBe('video/x-matroska');
    expect(contractType(file('a.mp4', 'video/mp4'), AUDIO_FILES)).toBeUndefined();
    // A named type that is not audio is not overruled by the file's name.
    expect(contractType(file('fake.mp3', 'text/html'), AUDIO_FILES)).toBeUndefined();
  });

  it('say why a file cannot be sent: its type, emptiness or size', () => {
    expect(fileProblem(file('a.mp3', 'audio/mpeg'), AUDIO_FILES)).toBeUndefined();
    expect(fileProblem(file('clip.mov', 'video/quicktime'), AUDIO_FILES)).toBe('type');
    expect(fileProblem(file('a.mp3', 'audio/mpeg', 0), AUDIO_FILES)).toBe('empty');
    const large = file('a.mp3', 'audio/mpeg');
    Object.defineProperty(large, 'size', { value: AUDIO_FILES.maxBytes + 1 });
    expect(fileProblem(large, AUDIO_FILES)).toBe('size');
  });

  it('send a file under the contract media type, bytes and name unchanged', async () => {
    const sent = asContractFile(file('a.wav', 'audio/x-wav', 5), AUDIO_FILES);
    expect(sent.type).toBe('audio/wav');
    expect(sent.name).toBe('a.wav');
    expect(sent.size).toBe(5);
  });

  it('share the bytes of one multipart body out over its files, in order', () => {
    expect(fileShares([100, 300], { loaded: 0, total: 400 })).toEqual([0, 0]);
    expect(fileShares([100, 300], { loaded: 200, total: 400 })).toEqual([1, 1 / 3]);
    expect(fileShares([100, 300], { loaded: 400, total: 400 })).toEqual([1, 1]);
  });
});

describe('one upload', () => {
  it('goes from sending, with progress, to done', async () => {
    const { result } = renderHook(() => useUpload<string>());
    let finish: (value: string) => void = () => {};
    let report: (progress: { loaded: number; total: number }) => void = () => {};
    let started!: Promise<unknown>;
    act(() => {
      started = result.current.start(({ onProgress }) => {
        report = onProgress;
        return new Promise((resolve) => (finish = resolve));
      });
    });
    act(() => report({ loaded: 5, total: 10 }));
    expect(result.current.state).toEqual({ phase: 'sending', progress: { loaded: 5, total: 10 } });
    await act(async () => {
      finish('ok');
      await started;
    });
    expect(result.current.state).toEqual({ phase: 'done', result: 'ok' });
  });

  it('is cancelled through its signal, and a failure keeps its error for a retry', async () => {
    const { result } = renderHook(() => useUpload<string>());
    let signal!: AbortSignal;
    act(() => {
      void result.current.start((options) => {
        signal = options.signal;
        return new Promise(() => {});
      });
    });
    act(() => result.current.cancel());
    expect(signal.aborted).toBe(true);
    expect(result.current.state.phase).toBe('cancelled');
    const error = new HttpError('http', 'Request failed', { status: 400, body: { message: 'bad' } });
    await act(async () => {
      await result.current.start(() => Promise.reject(error));
    });
    expect(result.current.state).toEqual({ phase: 'failed', error });
  });
});

describe('a failed upload', () => {
  it('shows the server error body as it is, as text', () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { file: ['The file <b>promo.mov</b> must be an audio file.'] },
    };
    expect(serverErrorLines(body)).toEqual([
      'The given data was invalid.',
      'The file <b>promo.mov</b> must be an audio file.',
    ]);
    render(
      <I18nProvider i18n={i18n}>
        <UploadFailure error={new HttpError('http', 'x', { status: 400, body })} />
      </I18nProvider>,
    );
    screen.getByText('The file <b>promo.mov</b> must be an audio file.');
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('the file drop', () => {
  it('hands over files chosen with the input or dropped on it', async () => {
    const onFiles = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <FileDrop label="Audio files" rules={AUDIO_FILES} multiple onFiles={onFiles} />
      </I18nProvider>,
    );
    const input = screen.getByLabelText(/Audio files/) as HTMLInputElement;
    expect(input.accept).toContain('audio/mpeg');
    screen.getByText(/Accepted: MP3, WAV, FLAC, AAC, OGG; up to 100 MB per file\./);
    const chosen = [file('a.mp3', 'audio/mpeg'), file('b.wav', 'audio/wav')];
    await userEvent.upload(input, chosen);
    expect(onFiles).toHaveBeenLastCalledWith(chosen);
    fireEvent.drop(input.closest('.file-drop')!, { dataTransfer: { files: [chosen[1]] } });
    expect(onFiles).toHaveBeenLastCalledWith([chosen[1]]);
  });
});

describe('actions held for an undo', () => {
  it('are not carried out when undone, and are carried out when the time is up', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const kept = vi.fn();
    const { result } = renderHook(() => useUndoableActions(5));
    let id = 0;
    act(() => {
      id = result.current.schedule('Delete A', run);
      result.current.schedule('Delete B', kept);
    });
    expect(result.current.pending.map((action) => action.label)).toEqual(['Delete A', 'Delete B']);
    act(() => result.current.undo(id));
    act(() => vi.advanceTimersByTime(5000));
    expect(run).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toEqual([]);
    vi.useRealTimers();
  });

  it('are carried out when the screen closes before the time is up', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useUndoableActions(5));
    act(() => void result.current.schedule('Delete A', run));
    unmount();
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
