import { act, render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useFieldErrors, type FieldErrors } from "@/components/forms/use-field-errors";
import { readStored, storedKeys, writeStored } from "@/lib/browser-storage";

type Values = { name: string; email: string };

/** Requires both fields, as a schema would. */
function requireAll(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name) errors.name = "Enter a name.";
  if (!values.email) errors.email = "Enter an email.";
  return errors;
}

describe("useFieldErrors", () => {
  it("re-checks on a change only while a changed field shows an error, and only the fields shown", () => {
    const check = vi.fn(requireAll);
    const { result } = renderHook(() => useFieldErrors(check));
    // Nothing shown yet: typing checks nothing, so untouched fields stay quiet.
    act(() => result.current.recheck({ name: "", email: "" }, ["name"]));
    expect(check).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({});

    act(() => result.current.show({ name: "Enter a name." }));
    // A field without an error changes: the shown one is not re-checked yet.
    act(() => result.current.recheck({ name: "", email: "" }, ["email"]));
    expect(check).not.toHaveBeenCalled();
    // The shown field is fixed: its message goes, and the empty email gets none.
    act(() => result.current.recheck({ name: "Ada", email: "" }, ["name"]));
    expect(result.current.errors).toEqual({});
  });

  it("updates a shown message to the field's current one, and checks when any changed field shows an error", () => {
    const { result } = renderHook(() =>
      useFieldErrors((values: Values): FieldErrors =>
        values.name.length < 3 ? { name: `"${values.name}" is too short.` } : {},
      ),
    );
    act(() => result.current.show({ name: "Enter a name.", email: "Enter an email." }));
    act(() => result.current.recheck({ name: "A", email: "" }, ["other", "name"]));
    expect(result.current.errors).toEqual({ name: '"A" is too short.' });
    act(() => result.current.clear());
    expect(result.current.errors).toEqual({});
  });

  it("leaves the messages as they are while the schemas have not loaded", () => {
    const { result } = renderHook(() => useFieldErrors((_values: Values) => null));
    act(() => result.current.show({ name: "Enter a name." }));
    act(() => result.current.recheck({ name: "Ada", email: "" }, ["name"]));
    expect(result.current.errors).toEqual({ name: "Enter a name." });
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first field with an error in the form's order", () => {
    const { getByLabelText } = render(
      <form>
        <label>
          Name <input id="f-name" />
        </label>
        <label>
          Email <input id="f-email" />
        </label>
        <label>
          Notes <input id="f-notes" />
        </label>
      </form>,
    );
    focusFirstInvalid("f", ["name", "email", "notes"], { notes: "Too long.", email: "Enter one." });
    expect(getByLabelText("Email")).toHaveFocus();
    focusFirstInvalid("f", ["name", "email", "notes"], { name: "" });
    expect(getByLabelText("Email")).toHaveFocus();
  });
});

describe("browser storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("lists the stored keys of each area", () => {
    writeStored("a", "1");
    writeStored("b", "2", "session");
    expect(storedKeys()).toEqual(["a"]);
    expect(storedKeys("session")).toEqual(["b"]);
    expect(readStored("b", "session")).toBe("2");
  });

  it("answers as if empty when storage is blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(storedKeys()).toEqual([]);
    expect(readStored("a")).toBeNull();
    expect(writeStored("a", "1")).toBe(false);
  });
});
