"""URLs of the cards: the search API, the search page and one page per card."""
from django.urls import path

from . import views

app_name = "cards"

urlpatterns = [
    path("api/cards", views.api_cards, name="api"),
    path("cards/", views.card_search, name="search"),
    # <path:>, not <str:>: a split card's name holds "//" ("Fire // Ice").
    path("cards/<path:name>/", views.card_page, name="card"),
]
