import { render } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { resources } from '../../../../config/resources';
import { dataProvider } from '../../../../providers/data-provider';
import { IdeaShow } from '../../show';

/** Shows where the router is, so a test can read the path and the query. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

// The app's own data provider: its calls go through the http client, which the tests answer.
/** The detail page at `path`, inside Refine and a router, with the list route as a landing place. */
export function renderDetail(path = '/ideas/7') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          routerProvider={routerProvider}
          resources={resources}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/ideas" element={<p>Ideas list</p>} />
            <Route path="/ideas/:id" element={<IdeaShow />} />
            <Route path="/ideas/:id/evaluate" element={<p>Evaluate page</p>} />
          </Routes>
          <Location />
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}
