"""The host's plain HTTP routes: a seat's page and its words, the spectators' page, the page's
files, the window's pictures (`/art/<name>`) and the chairs a laptop may claim (`/chairs`).

Why apart from the host: these answer one request each and change nothing, so they need none
of the connection's bookkeeping; the WebSocket (`/ws`), where the game is played, stays in
host.py. What each route may send is decided here: a seat's pages are private to its token
(never cached, never named to another site), the pictures are public and run nothing.
"""

from __future__ import annotations

import html

from aiohttp import web

from game.net import page
from game.net.art import Art, art_of
from game.net.hostparts import HostParts

PRIVATE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}  # a seat's own pages
# the window's pictures, the same for every seat and every game night: kept by the browser; an
# SVG opened on its own runs nothing
ART_HEADERS = {
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
}


class Pages(HostParts):
    """The routes of `host.Host` beside its WebSocket, mixed into it."""

    def _add_pages(self, router: web.UrlDispatcher) -> None:
        router.add_get("/s/{token}", self._seat_page)
        router.add_get("/s/{token}/strings.json", self._seat_strings)
        router.add_get("/w/{token}", self._seat_page)
        router.add_get("/w/{token}/strings.json", self._seat_strings)
        router.add_get("/page/{name}", self._page_file)
        router.add_get("/art/{name}", self._art_file)
        router.add_get("/chairs", self._chairs)

    async def _seat_page(self, request: web.Request) -> web.Response:
        """The seat's page: its player's view and decisions (`page/phone.js` speaks the
        protocol with the token it reads from its own address); at `/w/` the spectators'."""
        if not self._page_token(request):
            raise web.HTTPNotFound()
        title = html.escape(self.session.info.title)
        body = (
            "<!doctype html><html lang=en><head><meta charset=utf-8>"
            '<meta name=viewport content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><link rel=icon href=data:,>"
            "<link rel=stylesheet href=/page/phone.css></head>"
            "<body><main id=app></main><script src=/page/phone.js></script></body></html>"
        )
        return web.Response(text=body, content_type="text/html", headers=PRIVATE)

    async def _seat_strings(self, request: web.Request) -> web.Response:
        """The page's words in the language it asks for (`?lang=fr`), from the window's
        strings and the game's card data."""
        if not self._page_token(request):
            raise web.HTTPNotFound()
        session = self.session
        words = page.strings(
            session.info.key, session.info.title, session.state, request.query.get("lang", "")
        )
        words["art"] = self.art().shown
        return web.json_response(words, headers=PRIVATE)

    def art(self) -> Art:
        """The pictures of this game's page (the cards dealt never change which: worked out
        once)."""
        if self._art is None:
            self._art = art_of(self.session.info.key, self.session.state)
        return self._art

    async def _art_file(self, request: web.Request) -> web.FileResponse:
        """One of the window's pictures the page shows; any other name is not found."""
        found = self.art().file(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        path, content_type = found
        return web.FileResponse(path, headers={"Content-Type": content_type, **ART_HEADERS})

    def _page_token(self, request: web.Request) -> bool:
        """Whether the address names a seat (`/s/`) or this game's watch (`/w/`)."""
        token = request.match_info["token"]
        if request.path.startswith("/w/"):
            return self._is_watch(token)
        return self._seat_of(token) is not None

    async def _chairs(self, request: web.Request) -> web.Response:
        return web.json_response(self.chairs(), headers={"Cache-Control": "no-store"})

    async def _page_file(self, request: web.Request) -> web.FileResponse:
        path = page.page_file(request.match_info["name"])
        if path is None:
            raise web.HTTPNotFound()
        content_type = page.FILES[path.name]
        return web.FileResponse(path, headers={"Content-Type": content_type})
