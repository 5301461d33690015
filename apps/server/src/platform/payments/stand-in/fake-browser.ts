import { runInNewContext } from 'node:vm';

/**
 * Just enough of a browser to run the two browser scripts in Node: the page's Stripe.js stand-in and the card form's
 * script in its iframe, wired by postMessage with real origins, so a test drives what a person does without Chromium.
 */

type Listener = (event: Record<string, unknown>) => void;
type Message = { origin: string; source: unknown; data: unknown };

class FakeElement {
  readonly listeners = new Map<string, Listener[]>();
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  readonly style: Record<string, string> = {};
  readonly classes = new Set<string>();
  readonly classList = {
    add: (...names: string[]) => {
      for (const name of names) this.classes.add(name);
    },
    remove: (...names: string[]) => {
      for (const name of names) this.classes.delete(name);
    },
    toggle: (name: string, on: boolean) => {
      if (on) this.classes.add(name);
      else this.classes.delete(name);
    },
  };
  parent: FakeElement | null = null;
  value = '';
  textContent = '';
  readOnly = false;
  selectionStart = 0;
  dataset: Record<string, string> = {};
  src = '';
  title = '';
  contentWindow: { postMessage(data: unknown, origin: string): void } | null = null;
  onAppend: ((child: FakeElement) => void) | null = null;

  constructor(readonly tagName: string) {}
  appendChild(child: FakeElement) {
    child.parent = this;
    this.children.push(child);
    this.onAppend?.(child);
    return child;
  }
  remove() {
    if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {
    this.dispatch('focus');
  }
  dispatch(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault() {}, ...event });
  }
}

function fakeWindow(origin: string) {
  const listeners: Listener[] = [];
  return {
    location: {
      origin,
      href: `${origin}/checkout`,
      assign(url: string) {
        this.assigned.push(url);
      },
      assigned: [] as string[],
    },
    listeners,
    addEventListener(type: string, listener: Listener) {
      if (type === 'message') listeners.push(listener);
    },
    removeEventListener(type: string, listener: Listener) {
      if (type === 'message' && listeners.includes(listener)) listeners.splice(listeners.indexOf(listener), 1);
    },
    deliver(message: Message) {
      // Like the browser, on a later task: a reply never arrives inside the call that posted it.
      setTimeout(() => {
        for (const listener of [...listeners]) listener(message);
      }, 0);
    },
  };
}

export type FakePage = ReturnType<typeof openFakePage>;

/** A page on `pageOrigin` that has loaded the stand-in's Stripe.js (`stripeJs`, as served). */
export function openFakePage(pageOrigin: string, stripeJs: string, loadFrame: FakeFrameLoader) {
  const window = fakeWindow(pageOrigin) as ReturnType<typeof fakeWindow> & { Stripe?: unknown };
  const body = new FakeElement('body');
  const container = new FakeElement('div');
  body.appendChild(container);
  const frames: FakeElement[] = [];
  container.onAppend = (child) => {
    if (child.tagName !== 'iframe') return;
    frames.push(child);
    void loadFrame(child, window);
  };
  const document = {
    querySelector: (selector: string) => (selector === '#payment' ? container : null),
    createElement: (tag: string) => new FakeElement(tag),
  };
  runInNewContext(stripeJs, {
    window,
    document,
    navigator: { language: 'de-DE' },
    URL,
    URLSearchParams,
    setTimeout,
    clearTimeout,
    fetch,
  });
  return { window, container, frames };
}

/** Loads a frame's page into the iframe element: gets its HTML and runs its script against its form. */
export type FakeFrameLoader = (iframe: FakeElement, parent: ReturnType<typeof fakeWindow>) => Promise<void>;

/**
 * Loads the card form as the browser would: its page from the iframe's src, then its script, run against the
 * page's form settings. `inputs` and `errors` are the form's fields and their error lines, once loaded.
 */
export function cardFrameLoader(origin: string) {
  const frameFetch: typeof fetch = (input, init) => fetch(new URL(String(input), origin), init);
  const loader: FakeFrameLoader & { inputs?: Record<string, FakeElement>; errors?: Record<string, FakeElement> } =
    async (iframe, parent) => {
      const html = await (await fetch(iframe.src)).text();
      const script = await (await frameFetch('/elements/card.js')).text();
      const data = (name: string) =>
        (html.match(new RegExp(`data-${name}="([^"]*)"`))?.[1] ?? '').replace(/&#(\d+);/g, (_m, code: string) =>
          String.fromCharCode(Number(code)),
        );
      const window = fakeWindow(origin);
      const form = new FakeElement('form');
      form.dataset = { parentOrigin: data('parent-origin'), frame: data('frame'), errors: data('errors') };
      const ids = ['number', 'expiry', 'cvc'];
      const inputs = Object.fromEntries(ids.map((id) => [id, new FakeElement('input')]));
      const errors = Object.fromEntries(ids.map((id) => [`${id}-error`, new FakeElement('p')]));
      const elements: Record<string, FakeElement> = { 'card-form': form, ...inputs, ...errors };
      loader.inputs = inputs;
      loader.errors = errors;
      // The frame's `window.parent`, which is also the `source` of what the page posts to the frame.
      const parentProxy = {
        postMessage: (message: unknown, target: string) =>
          target === parent.location.origin && parent.deliver({ origin, source: iframe.contentWindow, data: message }),
      };
      iframe.contentWindow = {
        postMessage: (message, target) =>
          target === origin && window.deliver({ origin: parent.location.origin, source: parentProxy, data: message }),
      };
      const frameWindow = Object.assign(window, { parent: parentProxy });
      const document = {
        getElementById: (id: string) => elements[id] ?? null,
        documentElement: { getBoundingClientRect: () => ({ height: 212.4 }) },
      };
      class ResizeObserver {
        observe() {}
      }
      runInNewContext(script, {
        window: frameWindow,
        document,
        ResizeObserver,
        URLSearchParams,
        JSON,
        Date,
        fetch: frameFetch,
      });
    };
  return loader;
}

/** Types into a field of the card form as a person would: the value, then an input event. */
export function type(input: FakeElement, value: string) {
  input.value = value;
  input.selectionStart = value.length;
  input.dispatch('input', { inputType: 'insertText' });
}
