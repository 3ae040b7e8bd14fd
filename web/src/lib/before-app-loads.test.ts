import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicksUntilHydrated, whenIdleOrIntent } from './before-app-loads';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A prerendered page's root with a button only the app answers, a link and a tab, as the HTML alone has them. */
function prerenderedPage() {
  const container = document.createElement('div');
  container.innerHTML = `<form><button type="submit">Search</button></form><a href="#faq">FAQ</a><div role="tab">Tutorials</div>`;
  document.body.append(container);
  const [button, link, tab] = ['button', 'a', '[role="tab"]'].map((selector) => container.querySelector(selector)!);
  return { container, button: button as HTMLButtonElement, link: link as HTMLElement, tab: tab as HTMLElement };
}

/** What React leaves on an element it has hydrated. */
function markHydrated(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

describe('whenIdleOrIntent', () => {
  it('starts the app once, on the first intent, before the page has gone idle', () => {
    const start = vi.fn();
    whenIdleOrIntent(start);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the app once the loaded page is idle, with no intent at all', async () => {
    const start = vi.fn();
    whenIdleOrIntent(start);
    // jsdom has loaded the document already and has no requestIdleCallback: a timeout stands in for idleness.
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    window.dispatchEvent(new Event('touchstart'));
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('holdClicksUntilHydrated', () => {
  it("holds a click on a button the app answers, without the form's submission, and presses it once hydrated", () => {
    vi.useFakeTimers();
    const { container, button } = prerenderedPage();
    holdClicksUntilHydrated(container);
    const pressed = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    button.form!.addEventListener('submit', submitted);
    button.addEventListener('click', pressed);
    button.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(pressed).not.toHaveBeenCalled();

    vi.advanceTimersByTime(200);
    expect(pressed).not.toHaveBeenCalled();
    markHydrated(button);
    vi.advanceTimersByTime(200);
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('presses only the last control clicked, and leaves links alone', () => {
    vi.useFakeTimers();
    const { container, button, link, tab } = prerenderedPage();
    holdClicksUntilHydrated(container);
    const pressedButton = vi.fn();
    const pressedTab = vi.fn();
    button.addEventListener('click', pressedButton);
    tab.addEventListener('click', pressedTab);
    button.click();
    tab.click();
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);

    [button, tab].forEach(markHydrated);
    vi.advanceTimersByTime(200);
    expect(pressedTab).toHaveBeenCalledOnce();
    expect(pressedButton).not.toHaveBeenCalled();
  });

  it('lets a click on a control React has hydrated through at once', () => {
    const { container, button } = prerenderedPage();
    holdClicksUntilHydrated(container);
    markHydrated(button);
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(pressed).toHaveBeenCalledOnce();
  });
});
