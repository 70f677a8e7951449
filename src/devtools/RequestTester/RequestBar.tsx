import { useId, type FormEvent, type Ref } from 'react';
import type { DocumentedRoute } from '../../domain/api/routeDocs';
import { isTesterMethod, TESTER_METHODS, type TesterMethod } from '../machines/requestTester';
import { Button } from '../../components/Button';
import { Field, Label, TextInput } from '../../components/TextInput';
import { Bar, MethodSelect } from './RequestTester.styles';

export interface RequestBarProps {
  method: TesterMethod;
  endpoint: string;
  /** The endpoint suggestions, offered as 'METHOD path'. */
  routes: readonly DocumentedRoute[];
  onMethodChange: (method: TesterMethod) => void;
  onEndpointChange: (endpoint: string) => void;
  /** A suggestion was picked (or 'METHOD path' typed): both fields take its parts. */
  onRouteChoose: (method: TesterMethod, path: string, exampleBody?: string) => void;
  onSubmit: () => void;
  /** Lets the panel bring the user here when it loads a request from History. */
  endpointRef?: Ref<HTMLInputElement>;
}

const suggestionOf = (route: DocumentedRoute) => `${route.method} ${route.path}`;

export function RequestBar({
  method,
  endpoint,
  routes,
  onMethodChange,
  onEndpointChange,
  onRouteChoose,
  onSubmit,
  endpointRef,
}: RequestBarProps) {
  const id = useId();
  const methodId = `${id}-method`;
  const suggestionsId = `${id}-suggestions`;

  const changeEndpoint = (value: string) => {
    const route = routes.find((candidate) => suggestionOf(candidate) === value);
    if (route) {
      const example = route.exampleBody && JSON.stringify(route.exampleBody, null, 2);
      onRouteChoose(route.method, route.path, example);
    } else onEndpointChange(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Bar as="form" $align="flex-end" $gap="sm" onSubmit={submit} aria-label="Request">
      <Field>
        <Label htmlFor={methodId}>Method</Label>
        <MethodSelect
          as="select"
          id={methodId}
          $invalid={false}
          $hasAdornment={false}
          value={method}
          onChange={(event) => {
            if (isTesterMethod(event.target.value)) onMethodChange(event.target.value);
          }}
        >
          {TESTER_METHODS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </MethodSelect>
      </Field>
      <TextInput
        label="Endpoint"
        placeholder="Enter your endpoint"
        list={suggestionsId}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={endpoint}
        ref={endpointRef}
        onChange={(event) => changeEndpoint(event.target.value)}
      />
      <datalist id={suggestionsId}>
        {routes.map((route) => (
          <option key={suggestionOf(route)} value={suggestionOf(route)}>
            {route.summary}
          </option>
        ))}
      </datalist>
      <Button type="submit" aria-keyshortcuts="Control+Enter Meta+Enter">
        Submit
      </Button>
    </Bar>
  );
}
